import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const CommitteeMembers = lazy(() => import('./CommitteeMembers'));

/** Committees (docs/product.md §2 "Committees"); their members live at /committee/{id}/members. */
export const committee = {
  list: lazy(() => import('./CommitteeList')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/members" element={<CommitteeMembers />} />,
};
