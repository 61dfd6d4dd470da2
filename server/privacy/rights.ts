import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { fullName } from '../../shared/names.js';
import { dueOn } from '../../shared/rights.js';
import type { RightRow } from '../../shared/contract/rights.js';
import { normaliseMobile } from '../member/mobile.js';
import { invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';

/** Members' requests under their rights, with the member's name as it is now (docs/privacy.md "Rights"). */
export const rightRows = (db: Kysely<Database>) =>
  db
    .selectFrom('privacy_requests')
    .leftJoin('members', 'members.id', 'privacy_requests.member_id')
    .select([
      'privacy_requests.id',
      'privacy_requests.member_id',
      'privacy_requests.member_name',
      'members.first_name',
      'members.last_name',
      'members.mobile_no',
      'privacy_requests.kind',
      'privacy_requests.source',
      'privacy_requests.details',
      'privacy_requests.nominee_name',
      'privacy_requests.nominee_mobile',
      'privacy_requests.nominee_relation',
      'privacy_requests.received_on',
      'privacy_requests.due_on',
      'privacy_requests.status',
      'privacy_requests.outcome',
      'privacy_requests.closed_on',
      'privacy_requests.closed_by_name',
      'privacy_requests.created_by_name',
      'privacy_requests.district_id',
      'privacy_requests.erased',
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof rightRows>['execute']>>[number];

export const shapeRight = (row: Row): RightRow => ({
  id: row.id,
  member_id: row.member_id,
  name: fullName(row.first_name, row.last_name) || row.member_name || row.mobile_no || `#${row.id}`,
  kind: row.kind,
  source: row.source,
  details: row.details,
  nominee_name: row.nominee_name,
  nominee_mobile: row.nominee_mobile,
  nominee_relation: row.nominee_relation,
  received_on: row.received_on,
  due_on: row.due_on,
  status: row.status,
  outcome: row.outcome,
  closed_on: row.closed_on,
  closed_by_name: row.closed_by_name,
  created_by_name: row.created_by_name,
  district_id: row.district_id,
  erased: row.erased === 1,
});

export async function readRight(db: Kysely<Database>, id: number): Promise<RightRow> {
  const row = await rightRows(db).where('privacy_requests.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('privacy_request');
  return shapeRight(row);
}

export interface NewRight {
  memberId: number;
  kind: RightRow['kind'];
  source: RightRow['source'];
  receivedOn: string;
  details: string;
  nominee: { name: string; mobile: string; relation: string };
  createdBy: string | null;
}

/**
 * A new request, due 90 days after it was received. A nomination names a person
 * with a mobile number by the member rule; the request keeps the member's district
 * so the audit log shows it where the member is.
 */
export async function recordRight(trx: Kysely<Database>, right: NewRight): Promise<number> {
  let nomineeMobile = '';
  if (right.kind === 'nomination') {
    if (!right.nominee.name || !right.nominee.mobile)
      throw invalid('nominee_name', say('nominee_required'));
    nomineeMobile = normaliseMobile(right.nominee.mobile, false, 'nominee_mobile');
  }
  const member = await trx
    .selectFrom('members')
    .select(['district_id'])
    .where('id', '=', right.memberId)
    .where('erased_on', 'is', null)
    .executeTakeFirst();
  if (!member) throw invalid('member_id', say('member_missing'));
  const { id } = await trx
    .insertInto('privacy_requests')
    .values({
      member_id: right.memberId,
      kind: right.kind,
      source: right.source,
      details: right.details,
      nominee_name: right.kind === 'nomination' ? right.nominee.name : '',
      nominee_mobile: nomineeMobile,
      nominee_relation: right.kind === 'nomination' ? right.nominee.relation : '',
      received_on: right.receivedOn,
      due_on: dueOn(right.receivedOn),
      created_by_name: right.createdBy,
      district_id: member.district_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Closes a request with what was done (or why it was refused), by whom and when. */
export async function closeRight(
  trx: Kysely<Database>,
  id: number,
  close: { status: 'done' | 'refused'; outcome: string; on: string; by: string; erased?: boolean },
): Promise<void> {
  await trx
    .updateTable('privacy_requests')
    .set({
      status: close.status,
      outcome: close.outcome,
      closed_on: close.on,
      closed_by_name: close.by,
      ...(close.erased ? { erased: 1 } : {}),
    })
    .where('id', '=', id)
    .execute();
}
