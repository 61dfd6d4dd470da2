import type { NotificationRow } from '../../shared/contract/notification';
import type { Received } from '../../shared/contract/received';

/** A notification as the list shows it, with our server's delivery counts (shared/contract/notification.ts). */
export type AppNotification = Received<NotificationRow, 'id' | 'title' | 'description'> & {
  /** The original backend's; ours answers `sent_at`. */
  created_at?: string | null;
};
