import PolicyIcon from '@mui/icons-material/Policy';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';

const PrivacyNoticeSettings = lazyPage(() => import('./PrivacyNoticeSettings'), '/privacy-notice');

/** The privacy notice's settings, an administrator's (docs/privacy.md). */
export const privacyRoutes = allowedRoute(
  '/privacy-notice',
  'privacy_notice',
  'edit',
  <PrivacyNoticeSettings />,
);

/** Members' requests under their rights (docs/privacy.md "Rights"): a list, each on its own page. */
export const privacyRequests = {
  list: lazyPage(() => import('./RightList'), '/privacy_requests'),
  show: lazyPage(() => import('./RightShow'), '/privacy_requests/:id/show'),
  icon: PolicyIcon,
};
