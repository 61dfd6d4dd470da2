import type { EventRow } from '../../shared/contract/events';
import type { Received } from '../../shared/contract/received';

/** An event (shared/contract/events.ts); `past` is our server's. */
export type AppEvent = Received<EventRow, 'id' | 'name' | 'start_date' | 'time' | 'status'>;
