import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { scopedMembers } from '../auth/scope.js';
import { fullName } from '../../shared/names.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { GreetingDay } from '../../shared/contract/birthdays.js';

/** A day's greetings by outcome, why the others were skipped, and who was not reached. */
export async function readGreetingDay(
  db: Kysely<Database>,
  scope: DistrictScope,
  day: string,
): Promise<Omit<GreetingDay, 'hour'>> {
  const rows = await scopedMembers(db, scope)
    .innerJoin('greetings', 'greetings.member_id', 'members.id')
    .select([
      'greetings.status',
      'greetings.occasion',
      'greetings.channel',
      'greetings.error',
      'members.id',
      'members.first_name',
      'members.last_name',
    ])
    .where('greetings.day', '=', day)
    .orderBy('greetings.id')
    .execute();
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const reasons: Record<string, number> = {};
  for (const r of rows)
    if (r.status === 'skipped')
      reasons[r.error ?? 'other'] = (reasons[r.error ?? 'other'] ?? 0) + 1;
  return {
    day,
    sent: count('sent'),
    failed: count('failed'),
    unknown: count('unknown'),
    skipped: count('skipped'),
    sending: count('claimed'),
    reasons,
    failures: rows
      .filter((r) => r.status === 'failed' || r.status === 'unknown')
      .slice(0, 100)
      .map((r) => ({
        member_id: r.id,
        name: fullName(r.first_name, r.last_name),
        occasion: r.occasion,
        channel: r.channel,
        error: r.error,
      })),
  };
}
