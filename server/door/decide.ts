import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { ApiError, conflict, notFound, type FieldErrors } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { memberWrites } from '../member/save.js';
import { recordDeath, recordMarriage } from '../kin/marriage.js';
import { marriageBody } from '../../shared/contract/kin.js';
import type { decideBody } from '../../shared/contract/door.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { FieldDecision, RequestField } from '../../shared/door.js';
import { removeImage } from '../uploads/images.js';
import { selfRelationId } from '../member/family.js';
import { refreshSearchKey } from '../member/search.js';
import { readRequest } from './review.js';
import { checkPlacesInScope } from '../auth/scope.js';
import { checkedValue, columnsOf, type Stored } from './values.js';

type Db = Kysely<Database>;
type Decisions = z.output<typeof decideBody>['fields'];

/** What was decided of a request once every field has its decision. */
const outcomeOf = (decisions: (FieldDecision | null)[]) =>
  decisions.every((d) => d === 'rejected')
    ? 'rejected'
    : decisions.every((d) => d !== 'rejected')
      ? 'accepted'
      : 'partly';

/**
 * Decides fields of a change request (docs/member-door.md "The office reviews"): each
 * accepted, edited (with the office's value, checked by the same rules) or rejected.
 * Accepted values are written through the member form's audited path, in one
 * transaction with the decisions; a field the office changed after the proposal is
 * refused (409) unless edited or rejected, so a later edit is never overwritten
 * unseen. Answers the request as it now is, and whether it is now closed.
 */
export async function decideRequest(
  db: Db,
  requestId: number,
  fields: Decisions,
  reviewer: { id: number; name: string },
  scope: DistrictScope,
  storageDir: string,
): Promise<{ closed: boolean }> {
  const request = await readRequest(db, requestId, scope);
  if (request.status === 'decided') throw conflict(say('request_already_decided'));
  const errors: FieldErrors = {};
  const chosen: { id: number; field: RequestField; decision: FieldDecision; value: Stored }[] = [];
  const member =
    request.member_id === null
      ? null
      : await db
          .selectFrom('members')
          .select(['id', 'in_foreign_land', 'died_on'])
          .where('id', '=', request.member_id)
          .executeTakeFirst();
  if (request.kind !== 'new_member' && !member) throw notFound('member');
  for (const asked of fields) {
    const item = request.items.find((i) => i.id === asked.id);
    if (!item || item.decision !== null) throw notFound('record');
    const key = `field_${item.field}`;
    try {
      if (asked.decision === 'accepted' && item.conflict)
        throw new ApiError(409, say('field_conflict'));
      const value =
        asked.decision === 'edited'
          ? await checkedValue(db, item.field, asked.value ?? null, {
              abroad: member?.in_foreign_land === 1,
              memberId: member?.id ?? 0,
            })
          : asked.decision === 'accepted' && item.field === 'mobile_no'
            ? await checkedValue(db, item.field, item.proposed_value, {
                abroad: member?.in_foreign_land === 1,
                memberId: member?.id ?? 0,
              })
            : item.proposed_value;
      // A village taken moves the member: within the reviewer's districts only.
      if (item.field === 'village_id' && asked.decision !== 'rejected' && value !== null)
        await checkPlacesInScope(db, scope, { village_id: Number(value) });
      chosen.push({ id: item.id, field: item.field, decision: asked.decision, value });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409))
        throw error;
      errors[key] = [error.errors ? Object.values(error.errors)[0]![0]! : error.message];
    }
  }
  if (Object.keys(errors).length) {
    const status = Object.values(errors).some((e) => e[0] === say('field_conflict')) ? 409 : 422;
    throw new ApiError(status, Object.values(errors)[0]![0]!, errors);
  }
  const undecided = request.items.filter(
    (i) => i.decision === null && !chosen.some((c) => c.id === i.id),
  );
  // A new person and a passing are one decision: every field at once.
  if (request.kind !== 'edit' && undecided.length) throw new ApiError(422, say('decision_choose'));
  const closed = undecided.length === 0;
  const now = new Date().toISOString();
  const taken = chosen.filter((c) => c.decision !== 'rejected');
  const proposedBy = request.proposer_name;
  const decisions = chosen.map((c) => `${c.field}: ${c.decision}`);
  const outcome = closed
    ? outcomeOf([
        ...request.items.filter((i) => i.decision !== null).map((i) => i.decision),
        ...chosen.map((c) => c.decision),
      ])
    : null;

  const record = async (trx: Db) => {
    for (const c of chosen)
      await trx
        .updateTable('change_request_fields')
        .set({ decision: c.decision, final_value: c.decision === 'rejected' ? null : c.value })
        .where('id', '=', c.id)
        .execute();
    if (closed)
      await trx
        .updateTable('change_requests')
        .set({
          status: 'decided',
          outcome,
          decided_at: now,
          decided_by: reviewer.id,
          decided_by_name: reviewer.name,
        })
        .where('id', '=', requestId)
        .execute();
    await audit(trx, {
      action: 'decide',
      resource: 'change_requests',
      recordId: requestId,
      label: request.name,
      districtId: request.district_id,
      details: { proposed_by: proposedBy, decisions, ...(outcome ? { outcome } : {}) },
    });
  };
  const details = () => ({ proposed_by: proposedBy, change_request: `#${requestId}` });

  if (request.kind === 'edit' && taken.length) {
    await memberWrites(db).update(
      request.member_id!,
      async (trx) => {
        const columns = {};
        for (const c of taken) Object.assign(columns, await columnsOf(trx, c.field, c.value));
        await trx
          .updateTable('members')
          .set({ ...columns, updated_at: now })
          .where('id', '=', request.member_id!)
          .execute();
        await record(trx);
      },
      { details },
    );
    const photo = taken.find((c) => c.field === 'photo');
    const old = request.items.find((i) => i.field === 'photo')?.current_value;
    if (photo && old && old !== photo.value) await removeImage(storageDir, old);
  } else if (request.kind === 'new_member' && taken.length) {
    const value = (field: string) => chosen.find((c) => c.field === field)?.value ?? null;
    const spouseId = value('spouse_id');
    const person = {
      first_name: value('first_name') ?? '',
      last_name: value('last_name'),
      sex: value('sex') === '1' ? 1 : 0,
      date_of_birth: value('date_of_birth'),
      mobile_no: value('mobile_no') ?? '',
    };
    if (spouseId)
      // A bride or groom: the marriage as the families screen records it (docs/families.md).
      await db.transaction().execute(async (trx) => {
        await recordMarriage(
          trx,
          Number(spouseId),
          marriageBody.parse({ new_spouse: person, household: 'member' }),
        );
        await record(trx);
      });
    else
      await memberWrites(db).create(
        async (trx) => {
          const head = await trx
            .selectFrom('members')
            .selectAll()
            .where('family_id', '=', request.family_id)
            .orderBy('is_head', 'desc')
            .orderBy('id')
            .executeTakeFirstOrThrow();
          const { id } = await trx
            .insertInto('members')
            .values({
              ...person,
              family_id: request.family_id,
              is_head: 0,
              relation_id: Number(value('relation_id') ?? (await selfRelationId(trx))),
              in_foreign_land: head.in_foreign_land,
              country_id: head.country_id,
              state_id: head.state_id,
              city: head.city,
              district_id: head.district_id,
              post_id: head.post_id,
              village_id: head.village_id,
              current_address: head.current_address,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await refreshSearchKey(trx, id);
          await trx
            .updateTable('change_requests')
            .set({ member_id: id })
            .where('id', '=', requestId)
            .execute();
          await record(trx);
          return id;
        },
        { details },
      );
  } else if (request.kind === 'passed_away' && taken.length) {
    await db.transaction().execute(async (trx) => {
      await recordDeath(trx, request.member_id!, chosen[0]!.value);
      await record(trx);
    });
  } else {
    await db.transaction().execute(record);
    for (const c of chosen)
      if (c.field === 'photo') {
        const proposed = request.items.find((i) => i.id === c.id)?.proposed_value;
        if (proposed) await removeImage(storageDir, proposed);
      }
  }
  return { closed };
}

/** The words of an outcome the member is told, in their language. */
export const OUTCOME_WORDS = {
  gu: { accepted: 'સ્વીકાર્યા', partly: 'થોડા સ્વીકાર્યા', rejected: 'સ્વીકાર્યા નથી' },
  en: { accepted: 'accepted', partly: 'partly accepted', rejected: 'not accepted' },
} as const;
