import { z } from 'zod';
import { BLOOD_GROUPS } from '../rules.js';
import { say } from './say.js';
import { routingFields } from './messaging.js';
import { listQuery } from './list.js';
/** Notifications to members picked by filters (docs/product.md, "Notifications"). */

const anId = z.coerce.number().int().positive().max(2_147_483_647);

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A filter value as a form sends it: '' or null mean "any". */
const blankOr = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([z.literal(''), z.null(), schema], { error: message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** Each filter of docs/product.md §3's send payload, checked. */
export const filterFields = {
  gender: blankOr(z.coerce.number().int().min(0).max(1), say('gender_choose')),
  blood_group: blankOr(z.enum(BLOOD_GROUPS), say('blood_group_choose')),
  education_id: blankOr(anId, say('education_choose')),
  business_type: blankOr(z.coerce.number().int().min(0).max(2), say('business_kind_choose')),
  business_id: blankOr(anId, say('business_type_choose')),
  in_foreign_land: blankOr(flag, say('status_flag')),
  country: blankOr(anId, say('country_choose')),
  state: blankOr(anId, say('state_choose')),
  city: blankOr(z.string().trim().max(100), say('text_too_long', { field: 'city', max: 100 })),
  district_id: blankOr(anId, say('district_required')),
  post_id: blankOr(anId, say('post_required')),
  village_id: blankOr(anId, say('village_required')),
  allow_member: blankOr(flag, say('status_flag')),
};

export const filtersObject = z.object(filterFields);

/** `POST /notification` (docs/product.md §7): the form's fields and the same filters under `filters`. */
export const sendBody = z.object({
  title: z
    .string({ error: say('title_required') })
    .trim()
    .min(1, say('title_required'))
    .max(150, say('at_most', { max: 150 })),
  description: z
    .string({ error: say('description_required') })
    .trim()
    .min(1, say('description_required'))
    .max(2000, say('at_most', { max: 2000 })),
  ...filterFields,
  filters: filtersObject.optional(),
  ...routingFields,
});

/** `POST /notification/reach`: what a send would do, before it is sent. */
export const reachBody = z.object({
  title: z.string().max(150).optional(),
  description: z.string().max(2000).optional(),
  ...filterFields,
  filters: filtersObject.optional(),
  ...routingFields,
});

const reasons = z.record(z.string(), z.number().int());
export const reachRow = z.object({
  total: z.number().int(),
  channels: z.array(
    z.object({
      channel: z.string(),
      reach: z.number().int(),
      unreachable: reasons,
      /** Parts per message (SMS) and rupees a message. */
      parts: z.number().int(),
      cost: z.number(),
    }),
  ),
  skipped: z.number().int(),
  same_mobile: z.number().int(),
  cost: z.number(),
});

/** The channels this server can send by now, with their rates. */
export const channelsRow = z.object({
  push: z.string(),
  whatsapp: z.object({ live: z.boolean(), price: z.number(), rate: z.number() }),
  sms: z.object({ live: z.boolean(), price: z.number(), rate: z.number() }),
});

/** One recipient who was not reached: who, by which channel, why. */
export const failureRow = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  mobile_no: z.string().nullable(),
  channel: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  at: z.string().nullable(),
});

export const failureQuery = listQuery.extend({
  status: z.enum(['failed', 'skipped', 'unknown']).optional(),
  channel: z.enum(['whatsapp', 'sms', 'push']).optional(),
});

export const sendingState = z.object({
  at: z.string(),
  channel: z.string(),
  state: z.string(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Channels in order of preference (push alone for a send that named none). */
  channels: z.array(z.string()),
  /** Deliveries per channel and status: `{ whatsapp: { sent: 3, read: 1 } }`. */
  counts: z.record(z.string(), z.record(z.string(), z.number().int())),
});

export const notificationRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  allow_member: z.boolean(),
  filters: z.record(z.string(), z.unknown()),
  sent_at: z.string().nullable(),
  /** Members the latest sending reached. */
  recipients_count: z.number().int(),
  sendings_count: z.number().int(),
  last_sending: sendingState.nullable(),
});

export type NotificationRow = z.infer<typeof notificationRow>;
export type SendBody = z.input<typeof sendBody>;
export type ReachBody = z.input<typeof reachBody>;
export type ReachRow = z.infer<typeof reachRow>;
export type ChannelsRow = z.infer<typeof channelsRow>;
export type FailureRow = z.infer<typeof failureRow>;
