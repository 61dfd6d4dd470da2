import NotificationsIcon from '@mui/icons-material/Notifications';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';

const NotificationSend = lazyPage(() => import('./NotificationSend'), '/notification/send');
const NotificationShow = lazyPage(() => import('./NotificationShow'), '/notification/:id/show');

/** Notifications (docs/product.md §2). */
export const notification = {
  list: lazyPage(() => import('./NotificationList'), '/notification'),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
  /** Its deliveries per channel and who was not reached (our server only). */
  show: NotificationShow,
};

/** The send form lives at /notification/send (docs/product.md §7). */
export const notificationRoutes = allowedRoute(
  '/notification/send',
  'notification',
  'create',
  <NotificationSend />,
);
