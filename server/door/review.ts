import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { inScope } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { ChangeRequest, ChangeRequestRow } from '../../shared/contract/door.js';
import type { RequestField } from '../../shared/door.js';
import { fullName } from '../../shared/names.js';
import { labelOf, storedValues } from './values.js';
import { doorMemberQuery } from './family.js';

/** The list's rows: the member (or the new person's proposed name), the place, the count of fields. */
export const requestRows = (db: Kysely<Database>) =>
  db
    .selectFrom('change_requests')
    .leftJoin('members', 'members.id', 'change_requests.member_id')
    .leftJoin('districts', 'districts.id', 'change_requests.district_id')
    .leftJoin('villages', 'villages.id', 'change_requests.village_id')
    .select((eb) => [
      'change_requests.id',
      'change_requests.kind',
      'change_requests.family_id',
      'change_requests.member_id',
      'members.first_name',
      'members.last_name',
      'change_requests.proposer_name',
      'change_requests.district_id',
      'districts.name as district',
      'change_requests.village_id',
      'villages.name as village',
      'change_requests.status',
      'change_requests.outcome',
      'change_requests.created_at',
      'change_requests.decided_at',
      'change_requests.decided_by_name',
      'change_requests.based_on',
      eb
        .selectFrom('change_request_fields')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('change_request_fields.request_id', '=', 'change_requests.id')
        .as('fields'),
      eb
        .selectFrom('change_request_fields')
        .select('proposed_value')
        .whereRef('change_request_fields.request_id', '=', 'change_requests.id')
        .where('change_request_fields.field', '=', 'first_name')
        .limit(1)
        .as('new_first_name'),
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number];

export const shapeRequest = (row: RequestRow): ChangeRequestRow => ({
  id: row.id,
  kind: row.kind,
  family_id: row.family_id,
  member_id: row.member_id,
  name:
    fullName(row.first_name, row.last_name) ||
    (row.kind === 'new_member' ? (row.new_first_name ?? '') : '') ||
    '—',
  proposer_name: row.proposer_name,
  district_id: row.district_id,
  district: row.district ?? null,
  village_id: row.village_id,
  village: row.village ?? null,
  status: row.status,
  outcome: row.outcome,
  created_at: row.created_at,
  fields: Number(row.fields ?? 0),
});

/**
 * One request with its fields, each current value (read now) beside the proposed
 * one; a field the office changed after the proposal is marked as a conflict.
 * Another district's request is not found for a coordinator.
 */
export async function readRequest(
  db: Kysely<Database>,
  id: number,
  scope: DistrictScope,
): Promise<ChangeRequest> {
  const row = await requestRows(db).where('change_requests.id', '=', id).executeTakeFirst();
  if (!row || !inScope(row.district_id, scope)) throw notFound('change_request');
  const fields = await db
    .selectFrom('change_request_fields')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('id')
    .execute();
  const member = row.member_id
    ? await doorMemberQuery(db).where('members.id', '=', row.member_id).executeTakeFirst()
    : undefined;
  const now = member ? storedValues(member) : {};
  const changedSince = !!member && !!row.based_on && member.updated_at > row.based_on;
  const items = await Promise.all(
    fields.map(async (f) => {
      // Decided fields show the value they were decided against; open ones the value now.
      const current =
        row.kind === 'new_member'
          ? null
          : f.decision !== null
            ? f.current_value
            : (now[f.field] ?? null);
      return {
        id: f.id,
        field: f.field as RequestField,
        current_value: current,
        current_label: await labelOf(db, f.field, current),
        proposed_value: f.proposed_value,
        proposed_label: await labelOf(db, f.field, f.proposed_value),
        decision: f.decision,
        final_value: f.final_value,
        conflict:
          f.decision === null && changedSince && row.kind === 'edit' && current !== f.current_value,
      };
    }),
  );
  return {
    ...shapeRequest(row),
    decided_at: row.decided_at,
    decided_by_name: row.decided_by_name,
    items,
  };
}
