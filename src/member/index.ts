import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/** Members (docs/product.md §2 "Members"); the form lives at /member/add and /member/{id}/edit. */
export const members = {
  list: lazy(() => import('./MemberList')),
  icon: PeopleIcon,
  recordRepresentation: 'first_name',
};
export const MemberFormPage = lazy(() => import('./MemberFormPage'));
