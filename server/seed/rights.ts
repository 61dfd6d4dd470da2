import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { dueOn } from '../../shared/rights.js';

const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * Requests under the members' rights for the demo (docs/privacy.md "Rights"): an
 * access request from the member page, a late grievance the office recorded, a
 * nomination, and an answered correction.
 */
export async function seedRights(db: Kysely<Database>): Promise<void> {
  const heads = await db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'mobile_no', 'district_id'])
    .where('is_head', '=', 1)
    .where('died_on', 'is', null)
    .orderBy('id')
    .limit(4)
    .execute();
  const [a, b, c, d] = heads;
  if (!a || !b || !c || !d) return;
  const request = (
    member: typeof a,
    kind: Database['privacy_requests']['kind'],
    source: 'door' | 'office',
    daysAgo: number,
    more: Partial<Insertable<Database['privacy_requests']>> = {},
  ) => ({
    member_id: member.id,
    kind,
    source,
    received_on: dayAgo(daysAgo),
    due_on: dueOn(dayAgo(daysAgo)),
    district_id: member.district_id,
    // Every row names every column: a multi-row insert writes null for a missing one.
    details: '',
    nominee_name: '',
    nominee_mobile: '',
    nominee_relation: '',
    status: 'open' as const,
    outcome: null,
    closed_on: null,
    closed_by_name: null,
    created_by_name:
      source === 'door' ? `${member.first_name ?? ''} (${member.mobile_no})` : 'Demo Admin',
    ...more,
  });
  await db
    .insertInto('privacy_requests')
    .values([
      request(a, 'access', 'door', 3, { details: 'What do you hold about me and my children?' }),
      request(b, 'grievance', 'office', 95, {
        details: 'My mobile number was printed in the book although I had asked not to show it.',
      }),
      request(c, 'nomination', 'office', 10, {
        nominee_name: 'Daughter',
        nominee_mobile: c.mobile_no,
        nominee_relation: 'Daughter',
      }),
      request(d, 'correction', 'office', 40, {
        details: 'The village was wrong.',
        status: 'done',
        outcome: 'Corrected on the member form.',
        closed_on: dayAgo(38),
        closed_by_name: 'Demo Admin',
      }),
    ])
    .execute();
}
