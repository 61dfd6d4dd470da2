import type { ContactRow } from '../../shared/contract/contact';
import type { Received } from '../../shared/contract/received';

/** A member's help request (shared/contract/contact.ts). */
export type Contact = Received<
  ContactRow,
  'id' | 'title' | 'description' | 'created_at' | 'member_id' | 'member'
>;
