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
    /** One notification with its last sending's counts per channel; our server only. */
    one: (id) => `notification/${id}`,
    create: { method: 'post', path: 'notification', body: SEND_FIELDS },
    delete: (id) => `notification/${id}`,
    actions: {
      /** Sends it again to whoever its filters pick now. */
      resend: { method: 'post', path: (id) => `notification/resend/${id}`, body: [] },
      /** The channels this server can send by, with their rates (our server only). */
      channels: { path: 'notification/channels' },
      /** How many each channel would reach, who not and why, and the cost: the send's fields (our server only). */
      reach: { method: 'post', path: 'notification/reach', body: SEND_FIELDS },
      /** The last sending's recipients not reached, paged (our server only). */
      failures: {
        path: (id) => `notification/${id}/failures`,
        body: ['status', 'channel', 'page', 'itemsPerPage'],
      },
    },
  },
} satisfies EndpointTable;
