import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';

/** Committees (docs/product.md §2 "Committees"); their members live at /committee/{id}/members. */
export const committee = {
  list: lazy(() => import('./CommitteeList')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
export const CommitteeMembers = lazy(() => import('./CommitteeMembers'));
