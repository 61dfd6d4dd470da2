import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import { allowedRoute } from '../common/access/Allowed';

const NotificationSend = lazy(() => import('./NotificationSend'));

/** Notifications (docs/product.md §2). */
export const notification = {
  list: lazy(() => import('./NotificationList')),
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
