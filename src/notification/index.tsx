import NotificationsIcon from '@mui/icons-material/Notifications';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';

const NotificationSend = lazyPage(() => import('./NotificationSend'), '/notification/send');

/** Notifications (docs/product.md §2). */
export const notification = {
  list: lazyPage(() => import('./NotificationList'), '/notification'),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};

/** The send form lives at /notification/send (docs/product.md §7). */
export const notificationRoutes = allowedRoute(
  '/notification/send',
  'notification',
  'create',
  <NotificationSend />,
);
