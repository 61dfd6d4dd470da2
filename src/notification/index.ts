import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';

/** Notifications (docs/product.md §2); the send form lives at /notification/send. */
export const notification = {
  list: lazy(() => import('./NotificationList')),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};
export const NotificationSend = lazy(() => import('./NotificationSend'));
