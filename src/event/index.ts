import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';

/** Events (spec §2 "Programs and events"). */
export const events = {
  list: lazy(() => import('./EventList')),
  icon: EventIcon,
  recordRepresentation: 'name',
};
