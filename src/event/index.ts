import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/page/lazyPage';

/** Events (docs/product.md §2 "Programs and events"). */
export const events = {
  list: lazyPage(() => import('./EventList'), '/events'),
  icon: EventIcon,
  recordRepresentation: 'name',
};
