import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';

/** Donors (docs/product.md §2 "Donors"); their members live at /donor/{id}/members. */
export const donor = {
  list: lazy(() => import('./DonorList')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};
export const DonorMembers = lazy(() => import('./DonorMembers'));
