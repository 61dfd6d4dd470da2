import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';

/** Contacts (docs/product.md §2 "Contacts"). */
export const contacts = {
  list: lazy(() => import('./ContactList')),
  icon: SupportAgentIcon,
  recordRepresentation: 'title',
};
