import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const DonorMembers = lazyPage(() => import('./DonorMembers'), '/donor/:id/members');

/** Donors (docs/product.md §2 "Donors"); their members live at /donor/{id}/members. */
export const donor = {
  list: lazyPage(() => import('./DonorList'), '/donor'),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/members" element={<DonorMembers />} />,
};
