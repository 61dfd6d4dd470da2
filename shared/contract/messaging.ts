import { z } from 'zod';
import {
  CHANNELS,
  CONSENT_SOURCES,
  DLT_TEMPLATE_ID,
  LANGUAGES,
  placeholderProblem,
  TEMPLATE_CHANNELS,
  TEMPLATE_PURPOSES,
  TEMPLATE_STATUSES,
  TEMPLATE_VARIABLES,
  WHATSAPP_BODY_MAX,
  WHATSAPP_TEMPLATE_NAME,
} from '../messaging.js';
import { id } from './fields.js';
import { say } from './say.js';
/** Message templates and members' consent (docs/messaging.md). */

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** `POST /message-templates`, `PUT /message-templates/{id}`: a template as the provider approved it. */
export const templateBody = z
  .object({
    channel: choice(TEMPLATE_CHANNELS, say('template_channel_choose')),
    name: z
      .string({ error: say('template_name_required') })
      .trim()
      .min(1, say('template_name_required'))
      .max(200, say('at_most', { max: 200 })),
    dlt_template_id: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v && v.trim() ? v.trim() : null)),
    language: choice(LANGUAGES, say('language_choose')),
    purpose: choice(TEMPLATE_PURPOSES, say('template_purpose_choose')),
    body: z
      .string({ error: say('template_body_required') })
      .trim()
      .min(1, say('template_body_required'))
      .max(2000, say('at_most', { max: 2000 })),
    variables: z
      .array(choice(TEMPLATE_VARIABLES, say('template_variable_choose')))
      .max(20)
      .default([]),
    status: choice(TEMPLATE_STATUSES, say('template_status_choose')).default('pending'),
  })
  .superRefine((t, ctx) => {
    if (t.channel === 'whatsapp' && !WHATSAPP_TEMPLATE_NAME.test(t.name))
      ctx.addIssue({ code: 'custom', path: ['name'], message: say('template_name_whatsapp') });
    if (t.channel === 'whatsapp' && t.body.length > WHATSAPP_BODY_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: say('at_most', { max: WHATSAPP_BODY_MAX }),
      });
    if (t.channel === 'sms' && !DLT_TEMPLATE_ID.test(t.dlt_template_id ?? ''))
      ctx.addIssue({ code: 'custom', path: ['dlt_template_id'], message: say('dlt_template_id') });
    const problem = placeholderProblem(t.body, t.variables);
    if (problem) ctx.addIssue({ code: 'custom', path: ['variables'], message: say(problem) });
  });

export const templateRow = z.object({
  id: z.number().int(),
  channel: z.enum(TEMPLATE_CHANNELS),
  name: z.string(),
  dlt_template_id: z.string().nullable(),
  language: z.enum(LANGUAGES),
  purpose: z.enum(TEMPLATE_PURPOSES),
  body: z.string(),
  variables: z.array(z.string()),
  status: z.enum(TEMPLATE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});

export const templateQuery = z.object({
  channel: z.enum(TEMPLATE_CHANNELS).optional(),
  status: z.enum(TEMPLATE_STATUSES).optional(),
  purpose: z.enum(TEMPLATE_PURPOSES).optional(),
  language: z.enum(LANGUAGES).optional(),
});

const consentState = z.enum(['in', 'out', 'unknown']);

/** A member's consent per channel and its language for messages. */
export const messagingRow = z.object({
  id: z.number().int(),
  preferred_language: z.enum(LANGUAGES),
  whatsapp: z.object({
    state: consentState,
    source: z.string().nullable(),
    at: z.string().nullable(),
  }),
  sms: z.object({ state: consentState, source: z.string().nullable(), at: z.string().nullable() }),
  /** Consents beyond messages (docs/privacy.md): `unknown` is in, until withdrawn. */
  book: z.object({ state: consentState, source: z.string().nullable(), at: z.string().nullable() }),
  greetings: z.object({
    state: consentState,
    source: z.string().nullable(),
    at: z.string().nullable(),
  }),
  photos: z.object({
    state: consentState,
    source: z.string().nullable(),
    at: z.string().nullable(),
  }),
  /** A parent's consent to a child's data: `unknown` is no consent (docs/privacy.md "Children"). */
  guardian: z.object({
    state: consentState,
    source: z.string().nullable(),
    at: z.string().nullable(),
  }),
  /** Whether the member is a child (under 18, or marked a minor). */
  minor: z.boolean(),
  /** Marked a minor by the office although the birth date has no year. */
  marked_minor: z.boolean(),
  /** The family's other members, whom "the whole family" also records. */
  family_size: z.number().int(),
});

/**
 * `PUT /members/{id}/messaging`: consent recorded by the office (a paper form) for
 * the member or the whole family, and the language for messages.
 */
export const messagingBody = z.object({
  preferred_language: choice(LANGUAGES, say('language_choose')).optional(),
  whatsapp: z.enum(['in', 'out']).optional(),
  sms: z.enum(['in', 'out']).optional(),
  book: z.enum(['in', 'out']).optional(),
  greetings: z.enum(['in', 'out']).optional(),
  photos: z.enum(['in', 'out']).optional(),
  guardian: z.enum(['in', 'out']).optional(),
  marked_minor: z.boolean().optional(),
  source: choice(CONSENT_SOURCES, say('consent_source_choose')).default('paper_form'),
  whole_family: z.boolean().default(false),
});

/** The channels of a send in order of preference, and the template chosen for each. */
export const routingFields = {
  channels: z
    .array(z.enum(CHANNELS, { error: say('channel_choose') }))
    .min(1, say('channel_choose'))
    .max(CHANNELS.length)
    .refine((list) => new Set(list).size === list.length, say('channel_choose'))
    .optional(),
  templates: z
    .object({ whatsapp: id.optional().nullable(), sms: id.optional().nullable() })
    .optional(),
};

export type TemplateRow = z.infer<typeof templateRow>;
export type TemplateBody = z.input<typeof templateBody>;
export type MessagingRow = z.infer<typeof messagingRow>;
export type MessagingBody = z.input<typeof messagingBody>;
