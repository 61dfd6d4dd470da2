import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';

/** Events (docs/product.md §2 "Programs and events"). */
export const events = {
  list: lazy(() => import('./EventList')),
  icon: EventIcon,
  recordRepresentation: 'name',
};
