import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import {
  CONSENT_PURPOSES,
  type ConsentSource,
  type ConsentState,
  type TemplateChannel,
} from '../../shared/messaging.js';

/** A consent given or withdrawn for some members on one channel. */
export interface ConsentChange {
  memberIds: readonly number[];
  /** A channel's messages, or another purpose of the ledger (shared/consent.ts). */
  channel?: TemplateChannel;
  purpose?: string;
  state: ConsentState;
  source: ConsentSource;
  /** The privacy notice's version the answer was given under, once the notice is versioned. */
  noticeVersion?: number | null;
  userId?: number | null;
  at?: string;
}

/**
 * Records a consent in the ledger (`consent_events`, never rewritten) and as the
 * members' latest (`member_consents`, which sends join), in the caller's
 * transaction. Answers the members whose state changed.
 */
export async function recordConsent(
  trx: Kysely<Database>,
  change: ConsentChange,
): Promise<number[]> {
  if (!change.memberIds.length) return [];
  const purpose = change.purpose ?? CONSENT_PURPOSES[change.channel!];
  const at = change.at ?? new Date().toISOString();
  const before = await trx
    .selectFrom('member_consents')
    .select(['member_id', 'state'])
    .where('purpose', '=', purpose)
    .where('member_id', 'in', change.memberIds)
    .execute();
  const was = new Map(before.map((row) => [row.member_id, row.state]));
  const changed = change.memberIds.filter((id) => was.get(id) !== change.state);
  const rows = change.memberIds.map((member_id) => ({
    member_id,
    purpose,
    state: change.state,
    source: change.source,
    notice_version: change.noticeVersion ?? null,
    at,
  }));
  await trx
    .insertInto('consent_events')
    .values(rows.map((row) => ({ ...row, user_id: change.userId ?? null })))
    .execute();
  await trx
    .insertInto('member_consents')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'purpose']).doUpdateSet((eb) => ({
        state: eb.ref('excluded.state'),
        source: eb.ref('excluded.source'),
        notice_version: eb.ref('excluded.notice_version'),
        at: eb.ref('excluded.at'),
      })),
    )
    .execute();
  return changed;
}

/** A member's consent on each channel: `in`, `out` or `unknown`, with how and when. */
export async function readConsents(db: Kysely<Database>, memberId: number) {
  const rows = await db
    .selectFrom('member_consents')
    .select(['purpose', 'state', 'source', 'at', 'notice_version'])
    .where('member_id', '=', memberId)
    .execute();
  const of = (purpose: string) => {
    const row = rows.find((r) => r.purpose === purpose);
    return row
      ? { state: row.state as ConsentState, source: row.source, at: row.at }
      : { state: 'unknown' as const, source: null, at: null };
  };
  return {
    whatsapp: of(CONSENT_PURPOSES.whatsapp),
    sms: of(CONSENT_PURPOSES.sms),
    book: of(PRIVACY_CONSENTS.book),
    greetings: of(PRIVACY_CONSENTS.greetings),
    photos: of(PRIVACY_CONSENTS.photos),
    guardian: of(PRIVACY_CONSENTS.guardian),
  };
}

/** The members whose mobile number is `number` as a provider writes it (91…, or another country's). */
export async function membersByNumber(db: Kysely<Database>, number: string) {
  const digits = number.replace(/\D/g, '');
  const stored =
    digits.length === 12 && digits.startsWith('91') ? [digits.slice(2)] : [`+${digits}`];
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'mobile_no', 'district_id'])
    .where('mobile_no', 'in', stored)
    .execute();
}
