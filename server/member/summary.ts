import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { invalid } from '../http/errors.js';
import { thumbPath } from '../uploads/images.js';
import { say } from '../../shared/contract/say.js';
import type { MemberSummary } from '../../shared/contract/envelopes.js';
import { shownInFull } from '../auth/scope.js';
/** The summary's columns, prefixed so they never collide with the record's own. */
const columns = [
  'members.first_name as summary_first_name',
  'members.last_name as summary_last_name',
  'members.mobile_no as summary_mobile_no',
  'members.photo as summary_photo',
  'members.district_id as summary_district_id',
] as const;

export interface SummaryColumns {
  summary_first_name: string | null;
  summary_last_name: string | null;
  summary_mobile_no: string | null;
  summary_photo: string | null;
  summary_district_id: number | null;
}

/**
 * A summary as the server holds it: with the member's district, which the answer
 * never carries (its schema does not name it) but an audit event is filed under.
 */
export type HeldSummary = MemberSummary & { district_id: number | null };

/**
 * The member as the account may see them: in full within its districts; outside
 * them (a coordinator's view of a committee that seats members of every district)
 * by name only, flagged `outside`, with no mobile and no photo.
 */
export function summaryWithinScope(summary: HeldSummary): HeldSummary {
  if (shownInFull(summary.district_id)) return summary;
  return { ...summary, mobile_no: '', photo: null, thumb: null, outside: true };
}

/**
 * Joins the member `memberId` points at (`committee_members.member_id`) and
 * selects their summary; `left` for records whose member is optional (an
 * unknown donor).
 */
export function joinMemberSummary<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  memberId: string,
  join: 'inner' | 'left' = 'inner',
): SelectQueryBuilder<Database, TB | 'members', O & SummaryColumns> {
  const q = query as unknown as SelectQueryBuilder<Database, 'committee_members', O>;
  const joined =
    join === 'inner'
      ? q.innerJoin('members', 'members.id', sql.ref(memberId) as never)
      : q.leftJoin('members', 'members.id', sql.ref(memberId) as never);
  return joined.select(columns) as unknown as SelectQueryBuilder<
    Database,
    TB | 'members',
    O & SummaryColumns
  >;
}

/** The member summary a row's joined columns hold (`joinMemberSummary`), or null. */
export const summaryOf = (
  row: SummaryColumns & { member_id: number | null },
): HeldSummary | null =>
  row.member_id && row.summary_mobile_no !== null
    ? summaryWithinScope({
        id: row.member_id,
        first_name: row.summary_first_name,
        last_name: row.summary_last_name,
        mobile_no: row.summary_mobile_no,
        photo: row.summary_photo,
        thumb: row.summary_photo ? thumbPath(row.summary_photo) : null,
        district_id: row.summary_district_id,
      })
    : null;

/**
 * Moves the summary columns of `row` into `key` (`information`, `member`): the
 * member (by name only when outside the account's districts), or null when the
 * record names none (`member_id` null).
 */
export function nestMemberSummary<
  T extends SummaryColumns & { member_id: number | null },
  K extends string,
>(row: T, key: K): Omit<T, keyof SummaryColumns> & Record<K, HeldSummary | null> {
  const summary = summaryOf(row);
  // Set on the row itself: a copy (`{ ...rest }`) makes every row of a list slow to
  // build and to serialise; the summary columns left behind are not in the answer's
  // schema, so the serializer never writes them.
  (row as Record<string, unknown>)[key] = summary;
  return row as unknown as Omit<T, keyof SummaryColumns> & Record<K, HeldSummary | null>;
}

/** A member id in a body must name an existing member: 422 under `member_id` otherwise. */
export async function memberExists(db: Kysely<Database>, memberId: number): Promise<void> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw invalid('member_id', say('member_missing'));
}
