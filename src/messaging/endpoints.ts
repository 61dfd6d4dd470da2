import type { MessagingBody, TemplateBody } from '../../shared/contract/messaging';
import { fieldsOf } from '../../shared/contract/received';
import { crud, type EndpointTable } from '../providers/endpoints';

/** A template as the provider approved it (shared/contract/messaging.ts). */
const TEMPLATE_FIELDS = fieldsOf<TemplateBody>()([
  'channel',
  'name',
  'dlt_template_id',
  'language',
  'purpose',
  'body',
  'variables',
  'status',
]);

/** A member's consent per channel and language, recorded by the office. */
const MESSAGING_FIELDS = fieldsOf<MessagingBody>()([
  'preferred_language',
  'whatsapp',
  'sms',
  'book',
  'greetings',
  'photos',
  'guardian',
  'marked_minor',
  'source',
  'whole_family',
]);

/** Message templates and members' consent (docs/messaging.md); our server only. */
export const messagingEndpoints = {
  'message-templates': {
    audit: 'message_templates',
    ...crud(
      'message-templates',
      'message-templates',
      (id) => `message-templates/${id}`,
      TEMPLATE_FIELDS,
    ),
  },
  'member-messaging': {
    audit: 'members',
    one: (id) => `members/${id}/messaging`,
    update: { method: 'put', path: (id) => `members/${id}/messaging`, body: MESSAGING_FIELDS },
  },
} satisfies EndpointTable;
