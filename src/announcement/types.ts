import type { AnnouncementRow } from '../../shared/contract/announcement';
import type { Received } from '../../shared/contract/received';

/** An announcement (shared/contract/announcement.ts). */
export type Announcement = Received<AnnouncementRow, 'id' | 'title' | 'body' | 'status'>;
