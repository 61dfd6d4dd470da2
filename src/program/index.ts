import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';

/** Programs (docs/product.md §2 "Programs and events"); their volunteer types live at /program/{id}/volunteers. */
export const programs = {
  list: lazy(() => import('./ProgramList')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};
export const VolunteerTypes = lazy(() => import('./VolunteerTypes'));
