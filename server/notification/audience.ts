import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { CONSENT_PURPOSES, type Channel } from '../../shared/messaging.js';
import { withinScope } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import { memberFilters } from '../../shared/contract/member-filters.js';
import { memberFiltersOf, type NotificationFilters } from '../../shared/notification.js';
import { applyMemberFilters } from '../member/filters.js';

/** Why a channel cannot take a member (docs/messaging.md "Who a channel reaches"). */
export type Unreachable = 'no_mobile' | 'no_consent' | 'opted_out' | 'abroad' | 'no_device';

/** How push reaches members: the outbox reaches all, FCM those with a device. */
export type PushKind = 'outbox' | 'fcm';

type Audience = SelectQueryBuilder<Database, 'members', object>;

/**
 * The members a notification reaches: exactly the members list's rows for the same
 * filters, within the sender's districts (a coordinator's "everyone" is its districts').
 */
export const audienceOf = (
  db: Kysely<Database>,
  filters: NotificationFilters,
  scope: DistrictScope,
): Audience => {
  const parsed = memberFilters.parse(memberFiltersOf(filters));
  return applyMemberFilters(db, db.selectFrom('members'), {
    ...parsed,
    district_id: withinScope(parsed.district_id, scope),
    // Nobody is sent a message after they passed away (docs/families.md).
    deceased: 0,
  });
};

/**
 * Each channel's reason not to take a member, as SQL (null when it can): WhatsApp
 * needs a mobile number and an opt-in on record (Meta's rule); DLT SMS an Indian
 * mobile number and no opt-out; push a registered device when it goes by FCM.
 */
const reasonSql = (channel: Channel, push: PushKind): RawBuilder<Unreachable | null> => {
  const noMobile = sql`coalesce(members.mobile_no, '') = ''`;
  if (channel === 'whatsapp')
    return sql`CASE WHEN ${noMobile} THEN 'no_mobile'
      WHEN consent_w.state = 'out' THEN 'opted_out'
      WHEN consent_w.state IS NULL OR consent_w.state <> 'in' THEN 'no_consent' END`;
  if (channel === 'sms')
    return sql`CASE WHEN ${noMobile} THEN 'no_mobile'
      WHEN members.mobile_no LIKE '+%' THEN 'abroad'
      WHEN consent_s.state = 'out' THEN 'opted_out' END`;
  if (push === 'fcm')
    return sql`CASE WHEN NOT EXISTS (SELECT 1 FROM device_tokens
      WHERE device_tokens.member_id = members.id) THEN 'no_device' END`;
  return sql`CAST(NULL AS text)`;
};

/**
 * The audience with, per member, the channel it goes by (the first in `order`
 * that can take it, or null), each channel's reason not to, and its place among
 * the members sharing its number on that channel (`nth`: a number gets one message).
 */
export function routedAudience(
  db: Kysely<Database>,
  audience: Audience,
  order: readonly Channel[],
  push: PushKind,
) {
  const reasons = order.map((channel) => reasonSql(channel, push));
  const chosen = sql<Channel | null>`CASE ${sql.join(
    order.map((channel, i) => sql`WHEN ${reasons[i]} IS NULL THEN ${channel}`),
    sql` `,
  )} END`;
  const why = sql<string | null>`CASE WHEN ${chosen} IS NULL THEN ${sql.join(
    order.map((channel, i) => sql`${channel} || ':' || coalesce(${reasons[i]}, '')`),
    sql` || ',' || `,
  )} END`;
  const routed = audience
    .leftJoin('member_consents as consent_w', (join) =>
      join
        .onRef('consent_w.member_id', '=', 'members.id')
        .on('consent_w.purpose', '=', CONSENT_PURPOSES.whatsapp),
    )
    .leftJoin('member_consents as consent_s', (join) =>
      join
        .onRef('consent_s.member_id', '=', 'members.id')
        .on('consent_s.purpose', '=', CONSENT_PURPOSES.sms),
    )
    .select([
      'members.id as member_id',
      'members.mobile_no',
      'members.is_head',
      'members.preferred_language',
      chosen.as('channel'),
      why.as('why'),
      ...order.map((channel, i) => reasons[i]!.as(`r_${channel}`)),
    ]);
  return db
    .selectFrom(routed.as('routed'))
    .selectAll('routed')
    .select(
      sql<number>`row_number() OVER (PARTITION BY routed.channel, routed.mobile_no
        ORDER BY routed.is_head DESC, routed.member_id)`.as('nth'),
    );
}

/** A routed member's status: skipped without a channel or when its number already has the message. */
export const routedStatus = sql<string>`CASE WHEN channel IS NULL THEN 'skipped'
  WHEN channel <> 'push' AND nth > 1 THEN 'skipped' ELSE 'queued' END`;

/** Why a routed member is skipped, or null. */
export const routedError = sql<string | null>`CASE WHEN channel IS NULL THEN why
  WHEN channel <> 'push' AND nth > 1 THEN 'same_mobile' END`;

/** The number as a provider takes it: Indian numbers with 91, others without their `+`. */
export const providerNumberSql = sql<string>`CASE WHEN mobile_no LIKE '+%'
  THEN substr(mobile_no, 2) ELSE '91' || mobile_no END`;

/** What a send to this audience would do, per channel: reach, and why others are left out. */
export interface Reach {
  total: number;
  channels: {
    channel: Channel;
    reach: number;
    unreachable: Partial<Record<Unreachable, number>>;
  }[];
  skipped: number;
  /** Of the skipped, how many share a number that already gets the message. */
  same_mobile: number;
}

/** Counts what `routedAudience` would queue, without writing anything. */
export async function countReach(
  db: Kysely<Database>,
  audience: Audience,
  order: readonly Channel[],
  push: PushKind,
): Promise<Reach> {
  const routed = routedAudience(db, audience, order, push);
  const rows = await db
    .selectFrom(routed.as('r'))
    .select((eb) => [
      'r.channel',
      sql<number>`CASE WHEN r.channel <> 'push' AND r.nth > 1 THEN 1 ELSE 0 END`.as('repeat'),
      ...order.map((channel) => sql.ref<string | null>(`r.r_${channel}`).as(`r_${channel}`)),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy([
      'r.channel',
      sql`CASE WHEN r.channel <> 'push' AND r.nth > 1 THEN 1 ELSE 0 END`,
      ...order.map((channel) => sql.ref(`r.r_${channel}`)),
    ])
    .execute();
  const reach: Reach = {
    total: 0,
    channels: order.map((channel) => ({ channel, reach: 0, unreachable: {} })),
    skipped: 0,
    same_mobile: 0,
  };
  for (const row of rows as unknown as Record<string, string | number | null>[]) {
    const n = Number(row.n);
    reach.total += n;
    const channel = row.channel as Channel | null;
    if (!channel) reach.skipped += n;
    else if (Number(row.repeat) === 1) {
      reach.skipped += n;
      reach.same_mobile += n;
    } else reach.channels.find((c) => c.channel === channel)!.reach += n;
    for (const c of reach.channels) {
      const reason = row[`r_${c.channel}`] as Unreachable | null;
      if (reason) c.unreachable[reason] = (c.unreachable[reason] ?? 0) + n;
    }
  }
  return reach;
}
