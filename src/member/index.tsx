import PeopleIcon from '@mui/icons-material/People';
import { Route } from 'react-router-dom';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';
import { firstListPage, opensWith } from '../common/page/openingAnswers';
import { memberListOrder } from './listOrder';

const MemberFormPage = lazyPage(
  () => import('./MemberFormPage'),
  '/member/add',
  '/member/:id/edit',
);

// The list's first page, asked for on opening /members.
opensWith('/members', firstListPage('members', memberListOrder));

/** Members (docs/product.md §2 "Members"). */
export const members = {
  list: lazyPage(() => import('./MemberList'), '/members'),
  icon: PeopleIcon,
  recordRepresentation: 'first_name',
};

/** The member form lives at /member/add and /member/{id}/edit (docs/product.md §7), outside /members. */
export const memberRoutes = (
  <>
    {allowedRoute('/member/add', 'members', 'create', <MemberFormPage />)}
    <Route path="/member/:id/edit" element={<MemberFormPage />} />
  </>
);
