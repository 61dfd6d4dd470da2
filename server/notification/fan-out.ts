import { sql, type Kysely } from 'kysely';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { Channel } from '../../shared/messaging.js';
import type { NotificationFilters } from '../../shared/notification.js';
import type { Database } from '../db/types.js';
import {
  audienceOf,
  providerNumberSql,
  routedAudience,
  routedError,
  routedStatus,
  type PushKind,
} from './audience.js';
import type { Routing } from './routing.js';

/** What a sending keeps until its deliveries are written (`notification_sendings.audience`). */
interface PendingAudience {
  filters: NotificationFilters;
  /** The sender's districts (null: every district). */
  districts: DistrictScope;
  push: PushKind;
  /**
   * The highest member id when the sending was counted: a member who joins before
   * its deliveries are written is not among those it reached (a resend reaches them).
   * Absent on sendings queued before it was kept.
   */
  upTo?: number | null;
}

/** The audience a new sending keeps, as stored. */
export const pendingAudience = (
  filters: NotificationFilters,
  districts: DistrictScope,
  push: PushKind,
  upTo: number | null,
): string => JSON.stringify({ filters, districts, push, upTo } satisfies PendingAudience);

/** The highest member id now (null: no member yet), for `pendingAudience`. */
export async function lastMemberId(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/**
 * Writes a sending's deliveries if they are not written yet, in one transaction:
 * each member of its audience routed to its channel (or skipped, with why) and
 * queued, one delivery each, in one `INSERT … SELECT`; then the sending's
 * recipients and skipped as written. Run by the delivery queue, which holds the
 * sending's lease, before it delivers anything; a process that dies half-way
 * leaves nothing written, and the next one writes them all.
 */
export async function writeDeliveries(db: Kysely<Database>, sendingId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sending = await trx
      .selectFrom('notification_sendings')
      .select(['audience', 'channels', 'templates'])
      .where('id', '=', sendingId)
      .where('audience', 'is not', null)
      .executeTakeFirst();
    if (!sending) return;
    // Taken in this transaction: another writer finds none left to write.
    const taken = await trx
      .updateTable('notification_sendings')
      .set({ audience: null })
      .where('id', '=', sendingId)
      .where('audience', 'is not', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return;
    const audience = JSON.parse(sending.audience!) as PendingAudience;
    const order = JSON.parse(sending.channels ?? '["push"]') as Channel[];
    const templates = JSON.parse(sending.templates ?? '{}') as Routing['templates'];
    const members = audienceOf(trx, audience.filters, audience.districts);
    const routed = routedAudience(
      trx,
      audience.upTo == null ? members : members.where('members.id', '<=', audience.upTo),
      order,
      audience.push,
    );
    const templateFor = (channel: 'whatsapp' | 'sms') => {
      const t = templates[channel];
      if (!t) return sql`NULL`;
      // Cast: PostgreSQL cannot tell a bare parameter's type inside CASE.
      return sql`CASE WHEN preferred_language = 'en' THEN CAST(${t.en ?? t.gu} AS integer)
      ELSE CAST(${t.gu ?? t.en} AS integer) END`;
    };
    await trx
      .insertInto('notification_deliveries')
      .columns(['sending_id', 'member_id', 'status', 'error', 'channel', 'address', 'template_id'])
      .expression(
        trx.selectFrom(routed.as('r')).select([
          sql<number>`${sendingId}`.as('sending_id'),
          'r.member_id',
          routedStatus.as('status'),
          routedError.as('error'),
          'r.channel',
          sql<
            string | null
          >`CASE WHEN channel IN ('whatsapp', 'sms') THEN ${providerNumberSql} END`.as('address'),
          // Cast: with no template chosen every branch is NULL, which PostgreSQL reads as text.
          sql<number | null>`CAST(CASE channel WHEN 'whatsapp' THEN ${templateFor('whatsapp')}
            WHEN 'sms' THEN ${templateFor('sms')} END AS integer)`.as('template_id'),
        ]),
      )
      .execute();
    const counted = await trx
      .selectFrom('notification_deliveries')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(sql`CASE WHEN status = 'skipped' THEN 1 ELSE 0 END`).as('skipped'),
      ])
      .where('sending_id', '=', sendingId)
      .executeTakeFirstOrThrow();
    const skipped = Number(counted.skipped ?? 0);
    await trx
      .updateTable('notification_sendings')
      .set({ recipients: Number(counted.n) - skipped, skipped })
      .where('id', '=', sendingId)
      .execute();
  });
}
