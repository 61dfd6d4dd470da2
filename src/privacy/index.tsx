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
