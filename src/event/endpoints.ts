import type { EventBody } from '../../shared/contract/event';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';
import { PUBLISH_FIELDS } from '../program/endpoints';

/** The event form (shared/contract/event.ts). */
const EVENT_FIELDS = fieldsOf<EventBody>()(['name', 'time', 'start_date']);

/** Events (docs/product.md §7 "Events"). */
export const eventEndpoints = {
  events: {
    audit: 'events',
    list: 'events',
    create: { method: 'post', path: 'events', body: EVENT_FIELDS },
    update: { method: 'put', path: (id) => `events/${id}`, body: EVENT_FIELDS },
    delete: (id) => `events/${id}`,
    actions: {
      publish: { method: 'post', path: 'events/publish', body: PUBLISH_FIELDS },
    },
  },
} satisfies EndpointTable;
