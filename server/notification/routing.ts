import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import type { Channel, Language, TemplateChannel } from '../../shared/messaging.js';
import type { PushKind } from './audience.js';
import type { DeliveryQueue } from './delivery.js';

/** A template per language for one channel (one name, approved in each language it has). */
export type TemplateSet = Partial<Record<Language, number>>;

/** How a sending reaches its members: channels in order, push's kind, templates per channel. */
export interface Routing {
  order: Channel[];
  push: PushKind;
  templates: Partial<Record<TemplateChannel, TemplateSet>>;
  /** The sending's `channel` as the list shows it: `whatsapp, sms, outbox`. */
  label: string;
}

const labelOf = (order: readonly Channel[], push: PushKind) =>
  order.map((c) => (c === 'push' ? push : c)).join(', ');

/**
 * The approved notification template `id` of `channel` and its approved twins in
 * the other language (the same name at the provider), by language; null when `id`
 * is not such a template.
 */
async function templateSet(
  db: Kysely<Database>,
  channel: TemplateChannel,
  id: number,
): Promise<TemplateSet | null> {
  const chosen = await db
    .selectFrom('message_templates')
    .select(['name', 'language'])
    .where('id', '=', id)
    .where('channel', '=', channel)
    .where('status', '=', 'approved')
    .where('purpose', '=', 'notification')
    .executeTakeFirst();
  if (!chosen) return null;
  const twins = await db
    .selectFrom('message_templates')
    .select(['id', 'language'])
    .where('channel', '=', channel)
    .where('name', '=', chosen.name)
    .where('status', '=', 'approved')
    .where('purpose', '=', 'notification')
    .execute();
  const set: TemplateSet = Object.fromEntries(twins.map((t) => [t.language, t.id]));
  set[chosen.language as Language] = id;
  return set;
}

/**
 * A send's routing from its body: without `channels` it goes by push alone to
 * everyone, exactly as before channels existed; with them, each WhatsApp or SMS
 * channel must be live on this server and have an approved notification template
 * chosen (422 under the field otherwise).
 */
export async function resolveRouting(
  db: Kysely<Database>,
  body: { channels?: Channel[]; templates?: Partial<Record<TemplateChannel, number | null>> },
  deliveries: DeliveryQueue,
): Promise<Routing> {
  const pushName = deliveries.channel.name;
  if (!body.channels) return { order: ['push'], push: 'outbox', templates: {}, label: pushName };
  const templates: Routing['templates'] = {};
  for (const channel of body.channels) {
    if (channel === 'push') continue;
    if (!deliveries.providers[channel])
      throw invalid('channels', say('channel_not_live', { channel }));
    const id = body.templates?.[channel];
    const set = id ? await templateSet(db, channel, id) : null;
    if (!set) throw invalid(`templates.${channel}`, say('template_for_channel', { channel }));
    templates[channel] = set;
  }
  return {
    order: body.channels,
    push: pushName,
    templates,
    label: labelOf(body.channels, pushName),
  };
}

/**
 * A resend's routing: its last sending's channels and templates where each channel
 * is still live and its templates still approved, push alone otherwise.
 */
export async function resendRouting(
  db: Kysely<Database>,
  notificationId: number,
  deliveries: DeliveryQueue,
): Promise<Routing> {
  const last = await db
    .selectFrom('notification_sendings')
    .select(['channels', 'templates'])
    .where('notification_id', '=', notificationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const pushName = deliveries.channel.name;
  const plain: Routing = { order: ['push'], push: 'outbox', templates: {}, label: pushName };
  if (!last?.channels) return plain;
  try {
    const order = JSON.parse(last.channels) as Channel[];
    const stored = JSON.parse(last.templates ?? '{}') as Routing['templates'];
    const templates: Routing['templates'] = {};
    for (const channel of order) {
      if (channel === 'push') continue;
      const first = Object.values(stored[channel] ?? {})[0];
      const set =
        first && deliveries.providers[channel] ? await templateSet(db, channel, first) : null;
      if (!set) return plain;
      templates[channel] = set;
    }
    return { order, push: pushName, templates, label: labelOf(order, pushName) };
  } catch {
    return plain;
  }
}
