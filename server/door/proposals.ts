import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, notFound, type FieldErrors } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { memberWrites } from '../member/save.js';
import { NEW_MEMBER_FIELDS, isMinor, type DoorField, type RequestKind } from '../../shared/door.js';
import { todayIn } from '../../shared/days.js';
import { fullName } from '../../shared/names.js';
import type { ChangesBody, NewMemberBody } from '../../shared/contract/door.js';
import type { MessageCode } from '../../shared/messages.js';
import type { SignedInMember } from './member-sessions.js';
import { recordConsent } from '../messaging/consent.js';
import { PRIVACY_CONSENTS, type PrivacyConsent } from '../../shared/consent.js';
import { familyMember, type DoorMemberRow } from './family.js';
import { answeredBy } from './guardian.js';
import { checkedValue, columnsOf, readPolicies, storedValues, type Stored } from './values.js';

type Db = Kysely<Database>;

/** What a proposal did, and the message that says so. */
export interface Proposed {
  message: string;
  data: { applied: string[]; review: string[]; request_id: number | null };
}

/** A minor may read the family, not propose for it. */
export function checkMayPropose(member: SignedInMember, timeZone: string): void {
  if (isMinor(member.dateOfBirth, todayIn(timeZone), member.markedMinor))
    throw new ApiError(403, say('minor_cannot_propose'));
}

/** A member of the signed-in member's family, living; another family's id is not found. */
export async function ownFamilyMember(db: Db, member: SignedInMember, memberId: number) {
  const row = await familyMember(db, member.familyId, memberId);
  if (!row || row.died_on) throw notFound('member');
  return row;
}

/** Marks the family's latest campaign row as answered (docs/member-door.md "Campaigns"). */
export async function stampCampaign(
  db: Db,
  familyId: number,
  column: 'confirmed_at' | 'proposed_at',
): Promise<void> {
  const latest = await db
    .selectFrom('campaign_families')
    .select('id')
    .where('family_id', '=', familyId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest)
    await db
      .updateTable('campaign_families')
      .set({ [column]: new Date().toISOString() })
      .where('id', '=', latest.id)
      .where(column, 'is', null)
      .execute();
}

/** Writes a change request and its fields; answers its id. */
export async function insertRequest(
  trx: Db,
  member: SignedInMember,
  request: {
    kind: RequestKind;
    familyId: number;
    target: DoorMemberRow | null;
    fields: { field: string; current: Stored; proposed: Stored }[];
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('change_requests')
    .values({
      family_id: request.familyId,
      member_id: request.target?.id ?? null,
      kind: request.kind,
      proposed_by: member.id,
      proposer_name: `${member.name} (${member.mobile})`,
      district_id: request.target?.district_id ?? member.districtId,
      village_id: request.target?.village_id ?? null,
      based_on: request.target?.updated_at ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('change_request_fields')
    .values(
      request.fields.map((f) => ({
        request_id: id,
        field: f.field,
        current_value: f.current,
        proposed_value: f.proposed,
      })),
    )
    .execute();
  await audit(trx, {
    action: 'propose',
    resource: 'change_requests',
    recordId: id,
    label: request.target
      ? fullName(request.target.first_name, request.target.last_name)
      : fullName(
          request.fields.find((f) => f.field === 'first_name')?.proposed,
          request.fields.find((f) => f.field === 'last_name')?.proposed,
        ),
    districtId: request.target?.district_id ?? member.districtId,
    details: {
      by_member: `${member.name} (${member.mobile})`,
      kind: request.kind,
      fields: request.fields.map((f) => f.field),
    },
  });
  return id;
}

const resultMessage = (applied: string[], review: string[]): MessageCode =>
  review.length === 0
    ? 'changes_saved'
    : applied.length === 0
      ? 'changes_for_review'
      : 'changes_saved_and_review';

/**
 * A member's proposed values for one family member, by the field policy: fields
 * that apply at once (or may be added while blank) are written through the member
 * form's audited path, the others become one change request for the office. Every
 * value is checked first; one refused value writes nothing.
 */
export async function proposeChanges(
  db: Db,
  member: SignedInMember,
  body: ChangesBody,
): Promise<Proposed> {
  const target = await ownFamilyMember(db, member, body.member_id);
  const policies = await readPolicies(db);
  const current = storedValues(target);
  const errors: FieldErrors = {};
  const apply: { field: DoorField; value: Stored }[] = [];
  const review: { field: string; current: Stored; proposed: Stored }[] = [];
  for (const [key, raw] of Object.entries(body.changes)) {
    const field = key as DoorField;
    const policy = policies[field];
    try {
      if (policy === 'view' || field === 'photo') throw new ApiError(422, say('field_view_only'));
      const value = await checkedValue(db, field, raw, {
        abroad: target.in_foreign_land === 1,
        memberId: target.id,
      });
      if (value === current[field]) continue;
      if (policy === 'apply') apply.push({ field, value });
      else if (policy === 'add_blank') {
        if (current[field] !== null) throw new ApiError(422, say('field_not_blank'));
        apply.push({ field, value });
      } else review.push({ field, current: current[field] ?? null, proposed: value });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      errors[field] = error.errors?.[field] ?? [error.message];
    }
  }
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0]![0]!, errors);
  if (!apply.length && !review.length) throw new ApiError(422, say('nothing_changed'));

  let requestId: number | null = null;
  const writeRequest = async (trx: Db) => {
    if (review.length)
      requestId = await insertRequest(trx, member, {
        kind: 'edit',
        familyId: member.familyId,
        target,
        fields: review,
      });
  };
  if (apply.length) {
    await memberWrites(db).update(
      target.id,
      async (trx) => {
        const columns = {};
        for (const { field, value } of apply)
          Object.assign(columns, await columnsOf(trx, field, value));
        await trx
          .updateTable('members')
          .set({ ...columns, updated_at: new Date().toISOString() })
          .where('id', '=', target.id)
          .execute();
        await writeRequest(trx);
      },
      { details: () => ({ by_member: `${member.name} (${member.mobile})` }) },
    );
  } else await db.transaction().execute(writeRequest);
  if (review.length) await stampCampaign(db, member.familyId, 'proposed_at');
  const applied = apply.map((a) => a.field);
  const reviewed = review.map((r) => r.field);
  return {
    message: say(resultMessage(applied, reviewed)),
    data: { applied, review: reviewed, request_id: requestId },
  };
}

/** A new family member (a newborn, a bride): always the office's to accept. */
export async function proposeNewMember(
  db: Db,
  member: SignedInMember,
  body: NewMemberBody,
): Promise<Proposed> {
  if (body.spouse_id) await ownFamilyMember(db, member, body.spouse_id);
  const errors: FieldErrors = {};
  const fields: { field: string; current: Stored; proposed: Stored }[] = [];
  for (const field of NEW_MEMBER_FIELDS) {
    try {
      const value = await checkedValue(db, field, body[field]);
      if (value !== null) fields.push({ field, current: null, proposed: value });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      errors[field] = error.errors?.[field] ?? [error.message];
    }
  }
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0]![0]!, errors);
  const requestId = await db.transaction().execute((trx) =>
    insertRequest(trx, member, {
      kind: 'new_member',
      familyId: member.familyId,
      target: null,
      fields,
    }),
  );
  await stampCampaign(db, member.familyId, 'proposed_at');
  return {
    message: say('changes_for_review'),
    data: { applied: [], review: fields.map((f) => f.field), request_id: requestId },
  };
}

/** A family member who has passed away: the office records it. */
export async function proposePassing(
  db: Db,
  member: SignedInMember,
  memberId: number,
  diedOn: string,
): Promise<Proposed> {
  const target = await ownFamilyMember(db, member, memberId);
  const requestId = await db.transaction().execute((trx) =>
    insertRequest(trx, member, {
      kind: 'passed_away',
      familyId: member.familyId,
      target,
      fields: [{ field: 'died_on', current: null, proposed: diedOn }],
    }),
  );
  await stampCampaign(db, member.familyId, 'proposed_at');
  return {
    message: say('changes_for_review'),
    data: { applied: [], review: ['died_on'], request_id: requestId },
  };
}

/**
 * A new photo, already stored: applied at once, or a change request, by the
 * photo's policy; refused when it is view only (the caller removes the file).
 */
export async function proposePhoto(
  db: Db,
  member: SignedInMember,
  memberId: number,
  path: string,
  removeAfter: (path: string | null) => void,
): Promise<Proposed> {
  const target = await ownFamilyMember(db, member, memberId);
  const policy = (await readPolicies(db)).photo;
  if (policy === 'view' || (policy === 'add_blank' && target.photo))
    throw new ApiError(422, say(policy === 'view' ? 'field_view_only' : 'field_not_blank'), {
      photo: [say(policy === 'view' ? 'field_view_only' : 'field_not_blank')],
    });
  if (policy === 'review') {
    const requestId = await db.transaction().execute((trx) =>
      insertRequest(trx, member, {
        kind: 'edit',
        familyId: member.familyId,
        target,
        fields: [{ field: 'photo', current: target.photo, proposed: path }],
      }),
    );
    await stampCampaign(db, member.familyId, 'proposed_at');
    return {
      message: say('changes_for_review'),
      data: { applied: [], review: ['photo'], request_id: requestId },
    };
  }
  await memberWrites(db).update(
    target.id,
    async (trx) => {
      await trx
        .updateTable('members')
        .set({ photo: path, updated_at: new Date().toISOString() })
        .where('id', '=', target.id)
        .execute();
    },
    { details: () => ({ by_member: `${member.name} (${member.mobile})` }) },
  );
  removeAfter(target.photo);
  return {
    message: say('changes_saved'),
    data: { applied: ['photo'], review: [], request_id: null },
  };
}

/** "Everything is correct": the family is stamped as verified today. */
export async function confirmFamily(
  db: Db,
  member: SignedInMember,
  timeZone: string,
): Promise<string> {
  const day = todayIn(timeZone);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('families')
      .select('verified_on')
      .where('id', '=', member.familyId)
      .executeTakeFirst();
    await trx
      .updateTable('families')
      .set({ verified_on: day })
      .where('id', '=', member.familyId)
      .execute();
    await audit(trx, {
      action: 'verify',
      resource: 'families',
      recordId: member.familyId,
      label: member.name,
      districtId: member.districtId,
      changes: { verified_on: [before?.verified_on ?? null, day] },
      details: { by_member: `${member.name} (${member.mobile})` },
    });
  });
  await stampCampaign(db, member.familyId, 'confirmed_at');
  return day;
}

/** Refuses (403) a member who does not answer for `target`: themself, or a child as its parent. */
export async function checkAnswersFor(
  db: Db,
  member: SignedInMember,
  target: DoorMemberRow,
  timeZone: string,
): Promise<void> {
  const answers = await answeredBy(db, member, [target], todayIn(timeZone));
  if (!answers.has(target.id)) throw new ApiError(403, say('consent_own_only'));
}

/**
 * A consent given or withdrawn at the door (docs/privacy.md "Consent per purpose"):
 * a member's own, or a child's by an adult of the family as its guardian. Recorded
 * in the ledger with the notice's version, at once.
 */
export async function doorConsent(
  db: Db,
  member: SignedInMember,
  body: { member_id: number; purpose: PrivacyConsent; state: 'in' | 'out' },
  noticeVersion: number,
  timeZone: string,
): Promise<string> {
  const target = await ownFamilyMember(db, member, body.member_id);
  await checkAnswersFor(db, member, target, timeZone);
  await db.transaction().execute(async (trx) => {
    const changed = await recordConsent(trx, {
      memberIds: [target.id],
      purpose: PRIVACY_CONSENTS[body.purpose],
      state: body.state,
      source: 'member_door',
      noticeVersion,
    });
    if (changed.length)
      await audit(trx, {
        action: 'update',
        resource: 'members',
        recordId: target.id,
        label: fullName(target.first_name, target.last_name),
        districtId: target.district_id,
        changes: { [`${body.purpose}_consent`]: [body.state === 'in' ? 'out' : 'in', body.state] },
        details: {
          by_member: `${member.name} (${member.mobile})`,
          notice_version: String(noticeVersion),
        },
      });
  });
  return say(body.state === 'in' ? 'consent_given' : 'consent_withdrawn');
}
