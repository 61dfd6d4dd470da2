import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyPage } from '../common/page/lazyPage';

/** Contacts (docs/product.md §2 "Contacts"). */
export const contacts = {
  list: lazyPage(() => import('./ContactList'), '/contacts'),
  icon: SupportAgentIcon,
  recordRepresentation: 'title',
};
