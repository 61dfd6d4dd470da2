import GroupsIcon from '@mui/icons-material/Groups';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const CommitteeMembers = lazyPage(() => import('./CommitteeMembers'), '/committee/:id/members');

/** Committees (docs/product.md §2 "Committees"); their members live at /committee/{id}/members. */
export const committee = {
  list: lazyPage(() => import('./CommitteeList'), '/committee'),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/members" element={<CommitteeMembers />} />,
};
