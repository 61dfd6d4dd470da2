import type { MessagingRow, TemplateRow } from '../../shared/contract/messaging';
import type { Received } from '../../shared/contract/received';

/** A message template (shared/contract/messaging.ts). */
export type AppTemplate = Received<
  TemplateRow,
  'id' | 'channel' | 'name' | 'language' | 'purpose' | 'body' | 'variables' | 'status'
>;
/** A member's messages: consent per channel and language. */
export type AppMessaging = Received<MessagingRow, 'id' | 'preferred_language' | 'whatsapp' | 'sms'>;
