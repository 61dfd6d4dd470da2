import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { DoorFamily, DoorMember } from '../../shared/contract/door.js';
import { isMinor } from '../../shared/door.js';
import { PRIVACY_CONSENTS, consentHolds, type PrivacyConsent } from '../../shared/consent.js';
import { answeredBy } from './guardian.js';
import { fullName } from '../../shared/names.js';
import { readPolicies } from './values.js';
import { todayIn } from '../../shared/days.js';

/** The columns of a family member the door reads and a proposal compares. */
export const doorMemberQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('members')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .leftJoin('education', 'education.id', 'members.education_id')
    .leftJoin('business_types', 'business_types.id', 'members.business_id')
    .leftJoin('villages', 'villages.id', 'members.village_id')
    .select([
      'members.id',
      'members.family_id',
      'members.first_name',
      'members.last_name',
      'members.relation_id',
      'relations.name as relation',
      'members.is_head',
      'members.mobile_no',
      'members.photo',
      'members.date_of_birth',
      'members.blood_group',
      'members.education_id',
      'education.name as education',
      'members.business_id',
      'business_types.name as business',
      'members.village_id',
      'villages.name as village',
      'villages.name_gu as village_gu',
      'members.current_address',
      'members.show_mobile',
      'members.show_address',
      'members.sex',
      'members.died_on',
      'members.marked_minor',
      'members.in_foreign_land',
      'members.district_id',
      'members.updated_at',
    ]);
export type DoorMemberRow = Awaited<
  ReturnType<ReturnType<typeof doorMemberQuery>['execute']>
>[number];

/** A family member of `familyId`, or undefined (another family's id reads as not found). */
export const familyMember = (db: Kysely<Database>, familyId: number, memberId: number) =>
  doorMemberQuery(db)
    .where('members.id', '=', memberId)
    .where('members.erased_on', 'is', null)
    .where('members.family_id', '=', familyId)
    .executeTakeFirst();

/** The family as the signed-in member sees it, with what waits for the office. */
export async function readDoorFamily(
  db: Kysely<Database>,
  me: { id: number; familyId: number; dateOfBirth: string | null; markedMinor: boolean },
  timeZone: string,
): Promise<DoorFamily> {
  const [rows, family, policies, requests, consents] = await Promise.all([
    doorMemberQuery(db)
      .where('members.family_id', '=', me.familyId)
      // An erased member is no longer shown, even to the family (docs/privacy.md "Erasure").
      .where('members.erased_on', 'is', null)
      .orderBy('members.is_head', 'desc')
      .orderBy('members.id')
      .execute(),
    db
      .selectFrom('families')
      .select('verified_on')
      .where('id', '=', me.familyId)
      .executeTakeFirst(),
    readPolicies(db),
    db
      .selectFrom('change_requests')
      .leftJoin('members', 'members.id', 'change_requests.member_id')
      .select([
        'change_requests.id',
        'change_requests.kind',
        'change_requests.member_id',
        'change_requests.status',
        'change_requests.outcome',
        'change_requests.created_at',
        'members.first_name',
        'members.last_name',
      ])
      .where('change_requests.family_id', '=', me.familyId)
      .orderBy('change_requests.id', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('member_consents')
      .innerJoin('members', 'members.id', 'member_consents.member_id')
      .select(['member_consents.member_id', 'member_consents.purpose', 'member_consents.state'])
      .where('members.family_id', '=', me.familyId)
      .where('member_consents.purpose', 'in', Object.values(PRIVACY_CONSENTS))
      .execute(),
  ]);
  const today = todayIn(timeZone);
  const answers = await answeredBy(db, me, rows, today);
  const consentOf = (memberId: number, purpose: PrivacyConsent) =>
    consentHolds(
      purpose,
      consents.find((c) => c.member_id === memberId && c.purpose === PRIVACY_CONSENTS[purpose])
        ?.state,
    )
      ? ('in' as const)
      : ('out' as const);
  const fields = requests.length
    ? await db
        .selectFrom('change_request_fields')
        .select(['request_id', 'field', 'proposed_value', 'decision', 'final_value'])
        .where(
          'request_id',
          'in',
          requests.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const pending = new Map<number, string[]>();
  for (const request of requests)
    if (request.status === 'open' && request.member_id)
      for (const f of fields)
        if (f.request_id === request.id && f.decision === null)
          pending.set(request.member_id, [...(pending.get(request.member_id) ?? []), f.field]);
  const members: DoorMember[] = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    relation_id: row.relation_id,
    relation: row.relation ?? null,
    is_head: row.is_head === 1,
    mobile_no: row.mobile_no,
    photo: row.photo ? `/api/member/photo/${row.id}?v=${encodeURIComponent(row.photo)}` : null,
    date_of_birth: row.date_of_birth,
    blood_group: row.blood_group,
    education_id: row.education_id,
    education: row.education ?? null,
    business_id: row.business_id,
    business: row.business ?? null,
    village_id: row.village_id,
    village: row.village ?? null,
    village_gu: row.village_gu ?? null,
    current_address: row.current_address,
    show_mobile: row.show_mobile === 1,
    show_address: row.show_address === 1,
    sex: row.sex,
    died_on: row.died_on,
    pending: pending.get(row.id) ?? [],
    consents: {
      book: consentOf(row.id, 'book'),
      greetings: consentOf(row.id, 'greetings'),
      photos: consentOf(row.id, 'photos'),
      guardian: consentOf(row.id, 'guardian'),
    },
    minor: isMinor(row.date_of_birth, today, row.marked_minor),
    may_consent: answers.has(row.id),
  }));
  return {
    family_id: me.familyId,
    me: me.id,
    verified_on: family?.verified_on ?? null,
    may_propose: !isMinor(me.dateOfBirth, today, me.markedMinor),
    policies,
    members,
    requests: requests.map((r) => {
      const proposed = fields.filter((f) => f.request_id === r.id);
      const newName = (field: string) => proposed.find((f) => f.field === field)?.proposed_value;
      return {
        id: r.id,
        kind: r.kind,
        member_id: r.member_id,
        name:
          fullName(r.first_name, r.last_name) ||
          fullName(newName('first_name'), newName('last_name')),
        status: r.status,
        outcome: r.outcome,
        created_at: r.created_at,
        fields: proposed.map(({ field, proposed_value, decision, final_value }) => ({
          field,
          proposed_value,
          decision,
          final_value,
        })),
      };
    }),
  };
}
