/** A notification as the list shows it (spec §3, and our server's delivery counts). */
export interface AppNotification {
  id: number;
  title: string;
  description: string;
  allow_member?: boolean;
  sent_at?: string | null;
  created_at?: string | null;
  recipients_count?: number;
  last_sending?: {
    state: string;
    recipients: number;
    delivered: number;
    failed: number;
  } | null;
}
