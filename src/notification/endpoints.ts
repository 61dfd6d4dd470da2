import type { SendBody } from '../../shared/contract/notification';
import { NOTIFICATION_FILTERS } from '../../shared/notification';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** The send form (shared/contract/notification.ts): its text, each filter, and all of them under `filters`. */
const SEND_FIELDS = fieldsOf<SendBody>()([
  'title',
  'description',
  ...NOTIFICATION_FILTERS,
  'filters',
  // Only when WhatsApp or SMS is chosen (docs/messaging.md); the original backend has push alone.
  'channels',
  'templates',
]);

/** Notifications (docs/product.md §7 "Notifications"). */
export const notificationEndpoints = {
  notification: {
    audit: 'notifications',
    list: 'notification',
    create: { method: 'post', path: 'notification', body: SEND_FIELDS },
    delete: (id) => `notification/${id}`,
    actions: {
      /** Sends it again to whoever its filters pick now. */
      resend: { method: 'post', path: (id) => `notification/resend/${id}`, body: [] },
    },
  },
} satisfies EndpointTable;
