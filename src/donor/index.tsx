import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const DonorMembers = lazy(() => import('./DonorMembers'));

/** Donors (docs/product.md §2 "Donors"); their members live at /donor/{id}/members. */
export const donor = {
  list: lazy(() => import('./DonorList')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/members" element={<DonorMembers />} />,
};
