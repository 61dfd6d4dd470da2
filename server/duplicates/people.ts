import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { prepare, type Prepared } from './match/score.js';

/** A member as the duplicate finder reads them. */
export interface MemberPerson extends Prepared {
  id: number;
  family_id: number;
}

/** The columns of a member the finder reads. */
export const PERSON_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'village_id',
  'family_id',
] as const;

interface PersonRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
  date_of_birth: string | null;
  sex: number | null;
  village_id: number | null;
  family_id: number;
}

export const memberPerson = (m: PersonRow): MemberPerson =>
  prepare({
    id: m.id,
    first_name: m.first_name,
    last_name: m.last_name,
    mobile: m.mobile_no,
    birth_date: m.date_of_birth,
    sex: m.sex,
    village_id: m.village_id,
    family_id: m.family_id,
  }) as MemberPerson;

/** Every member of the directory, read for the finder, in pages so the driver holds little at once. */
export async function* readPeople(db: Kysely<Database>, page = 20_000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('members')
      .select(PERSON_COLUMNS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(page)
      .execute();
    for (const row of rows) yield memberPerson(row);
    if (rows.length < page) return;
    after = rows[rows.length - 1]!.id;
  }
}
