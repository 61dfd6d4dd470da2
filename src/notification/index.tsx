import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Allowed } from '../common/access/Allowed';

const NotificationSend = lazy(() => import('./NotificationSend'));

/** Notifications (docs/product.md §2). */
export const notification = {
  list: lazy(() => import('./NotificationList')),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};

/** The send form lives at /notification/send (docs/product.md §7). */
export const notificationRoutes = (
  <Route
    path="/notification/send"
    element={
      <Allowed resource="notification" action="create">
        <NotificationSend />
      </Allowed>
    }
  />
);
