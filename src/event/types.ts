import type { EventRow } from '../../shared/contract/event';
import type { Received } from '../../shared/contract/received';

/** An event (shared/contract/event.ts); `past` is our server's. */
export type AppEvent = Received<EventRow, 'id' | 'name' | 'start_date' | 'time' | 'status'>;
