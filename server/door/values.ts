import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { BLOOD_GROUPS } from '../../shared/rules.js';
import { birthDateProblem } from '../../shared/contract/birth-date.js';
import {
  DEFAULT_FIELD_POLICY,
  DOOR_FIELDS,
  FIXED_FIELDS,
  type DoorField,
  type FieldPolicy,
  type RequestField,
} from '../../shared/door.js';
import { normaliseMobile } from '../member/mobile.js';
import { fullName } from '../../shared/names.js';

/** The field policy in force: the defaults with what administrators changed. */
export async function readPolicies(db: Kysely<Database>): Promise<Record<DoorField, FieldPolicy>> {
  const rows = await db.selectFrom('field_policies').select(['field', 'policy']).execute();
  const policies = { ...DEFAULT_FIELD_POLICY };
  for (const { field, policy } of rows)
    if (
      (DOOR_FIELDS as readonly string[]).includes(field) &&
      !FIXED_FIELDS.includes(field as DoorField)
    )
      policies[field as DoorField] = policy as FieldPolicy;
  return policies;
}

/** A member's stored value of a field, as a change request keeps it (text, or null when blank). */
export type Stored = string | null;

const ID_TABLES = {
  relation_id: { table: 'relations', message: 'relation_choose' },
  education_id: { table: 'education', message: 'education_choose' },
  business_id: { table: 'business_types', message: 'business_type_choose' },
  village_id: { table: 'villages', message: 'village_choose' },
  spouse_id: { table: 'members', message: 'member_choose' },
} as const;

const flagValue = (raw: unknown) =>
  raw === true || raw === 1 || raw === '1' || raw === 'true' ? '1' : '0';

/**
 * A proposed value as stored, checked by the rule the member form uses (a mobile
 * number, a birth date, a blood group, a master's id); a 422 under the field
 * otherwise. `abroad` is the member's; ids are checked to exist.
 */
export async function checkedValue(
  db: Kysely<Database>,
  field: RequestField | DoorField,
  raw: unknown,
  { abroad = false, memberId = 0 }: { abroad?: boolean; memberId?: number } = {},
): Promise<Stored> {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  switch (field) {
    case 'show_mobile':
    case 'show_address':
      return flagValue(raw);
    case 'sex':
      return text === '1' ? '1' : '0';
    case 'first_name':
      if (!text) throw invalid(field, say('name_required'));
      if (text.length > 100) throw invalid(field, say('value_too_long'));
      return text;
    case 'last_name':
    case 'current_address':
      if (text.length > (field === 'current_address' ? 500 : 100))
        throw invalid(field, say('value_too_long'));
      return text || null;
    case 'mobile_no': {
      if (!text) return null;
      const mobile = normaliseMobile(text, abroad, field);
      const taken = await db
        .selectFrom('members')
        .select('id')
        .where('mobile_no', '=', mobile)
        .where('id', '<>', memberId)
        .executeTakeFirst();
      if (taken) throw invalid(field, say('mobile_taken'));
      return mobile;
    }
    case 'date_of_birth':
    case 'died_on': {
      if (!text) return null;
      const problem = birthDateProblem(text);
      if (problem) throw invalid(field, say(field === 'died_on' ? 'date_invalid' : problem));
      return text;
    }
    case 'blood_group':
      if (!text) return null;
      if (!(BLOOD_GROUPS as readonly string[]).includes(text))
        throw invalid(field, say('blood_group_choose'));
      return text;
    case 'relation_id':
    case 'education_id':
    case 'business_id':
    case 'village_id':
    case 'spouse_id': {
      if (!text) return null;
      const { table, message } = ID_TABLES[field];
      const id = Number(text);
      const found =
        Number.isInteger(id) && id > 0 && id <= 2_147_483_647
          ? await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
          : undefined;
      if (!found) throw invalid(field, say(message));
      return String(id);
    }
    case 'photo':
      return text || null;
  }
  throw invalid(field, say('value_invalid'));
}

/** The columns a field's value writes to a member (a village brings its post and district). */
export async function columnsOf(
  db: Kysely<Database>,
  field: RequestField | DoorField,
  value: Stored,
): Promise<Partial<Record<string, string | number | null>>> {
  switch (field) {
    case 'show_mobile':
    case 'show_address':
    case 'sex':
      return { [field]: value === '1' ? 1 : 0 };
    case 'relation_id':
    case 'education_id':
    case 'business_id':
      return { [field]: value === null ? null : Number(value) };
    case 'village_id': {
      if (value === null) return { village_id: null };
      const place = await db
        .selectFrom('villages')
        .innerJoin('posts', 'posts.id', 'villages.post_id')
        .select(['villages.id', 'posts.id as post_id', 'posts.district_id'])
        .where('villages.id', '=', Number(value))
        .executeTakeFirstOrThrow();
      return { village_id: place.id, post_id: place.post_id, district_id: place.district_id };
    }
    default:
      return { [field]: value };
  }
}

/** A member's current value of each door field, as stored text. */
export function storedValues(member: Record<string, unknown>): Record<string, Stored> {
  const values: Record<string, Stored> = {};
  for (const field of [...DOOR_FIELDS, 'sex', 'died_on']) {
    const value = member[field];
    values[field] = value === null || value === undefined || value === '' ? null : String(value);
  }
  return values;
}

/** A value as a person reads it: a master's name for an id, a member's name. */
export async function labelOf(
  db: Kysely<Database>,
  field: string,
  value: Stored,
): Promise<string | null> {
  if (value === null) return null;
  if (field in ID_TABLES) {
    const { table } = ID_TABLES[field as keyof typeof ID_TABLES];
    if (table === 'members') {
      const member = await db
        .selectFrom('members')
        .select(['first_name', 'last_name'])
        .where('id', '=', Number(value))
        .executeTakeFirst();
      return member ? fullName(member.first_name, member.last_name) : null;
    }
    const row = await db
      .selectFrom(table)
      .select('name')
      .where('id', '=', Number(value))
      .executeTakeFirst();
    return row?.name ?? null;
  }
  return value;
}
