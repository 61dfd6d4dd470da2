import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isPostgres } from '../db/dialect.js';
import { districtList, scopedMembers } from '../auth/scope.js';
import { fullName } from '../../shared/names.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { BirthdayRow, Occasion } from '../../shared/contract/birthdays.js';
import { datesFrom, monthDaysOn, yearsOn } from '../../shared/days.js';

/**
 * The birthdays and wedding anniversaries of a range of days (docs/birthdays.md):
 * members alive, within the account's districts and the places asked, each on the
 * day it falls this year, soonest first. Both read the month-day of the stored date
 * through its own index (migration 0039).
 */

type Db = Kysely<Database>;

/** A stored date's month and day (`MM-DD`, its last five characters), as the indexes hold it. */
export const monthDay = (db: Db, column: 'members.date_of_birth' | 'marriages.married_on') =>
  isPostgres(db)
    ? sql<string>`right(${sql.ref(column)}, 5)`
    : sql<string>`substr(${sql.ref(column)}, -5)`;

export interface DaysAsked {
  from: string;
  days: number;
  occasion?: Occasion;
  district_id?: number[];
  post_id?: number[];
  village_id?: number[];
}

const place = (q: ReturnType<typeof scopedMembers>, asked: DaysAsked) => {
  let narrowed = q;
  if (asked.district_id) narrowed = narrowed.where('members.district_id', 'in', asked.district_id);
  if (asked.post_id) narrowed = narrowed.where('members.post_id', 'in', asked.post_id);
  if (asked.village_id) narrowed = narrowed.where('members.village_id', 'in', asked.village_id);
  return narrowed
    .leftJoin('villages', 'villages.id', 'members.village_id')
    .leftJoin('districts', 'districts.id', 'members.district_id');
};

export async function readDays(
  db: Db,
  scope: DistrictScope,
  asked: DaysAsked,
): Promise<{ rows: BirthdayRow[]; from: string; to: string }> {
  const dates = datesFrom(asked.from, asked.days);
  const on = monthDaysOn(dates);
  const keys = [...on.keys()];
  const rows: BirthdayRow[] = [];
  const placeColumns = [
    'districts.name as district',
    'districts.name_gu as district_gu',
    'villages.name as village',
    'villages.name_gu as village_gu',
  ] as const;

  if (asked.occasion !== 'anniversary') {
    const born = await place(scopedMembers(db, scope), asked)
      .select([
        'members.id',
        'members.first_name',
        'members.last_name',
        'members.surname',
        'members.mobile_no',
        'members.date_of_birth',
        ...placeColumns,
      ])
      .where('members.died_on', 'is', null)
      .where(monthDay(db, 'members.date_of_birth'), 'in', keys)
      .execute();
    for (const m of born) {
      const date = on.get(m.date_of_birth!.slice(-5))!;
      rows.push({
        id: `b${m.id}`,
        occasion: 'birthday',
        date,
        member_id: m.id,
        name: fullName(m.first_name, m.last_name, m.surname),
        spouse_id: null,
        spouse_name: null,
        years: yearsOn(m.date_of_birth, date),
        mobile_no: m.mobile_no,
        district: m.district ?? null,
        district_gu: m.district_gu ?? null,
        village: m.village ?? null,
        village_gu: m.village_gu ?? null,
      });
    }
  }

  if (asked.occasion !== 'birthday') {
    // A couple's anniversary, under the first spouse (the husband), from the day's index.
    let couples = db
      .selectFrom('marriages')
      .innerJoin('members', 'members.id', 'marriages.spouse_a_id')
      .innerJoin('members as spouse', 'spouse.id', 'marriages.spouse_b_id')
      .leftJoin('villages', 'villages.id', 'members.village_id')
      .leftJoin('districts', 'districts.id', 'members.district_id')
      .select([
        'marriages.id as marriage_id',
        'marriages.married_on',
        'members.id',
        'members.first_name',
        'members.last_name',
        'members.surname',
        'members.mobile_no',
        'spouse.id as spouse_id',
        'spouse.first_name as spouse_first',
        'spouse.last_name as spouse_last',
        ...placeColumns,
      ])
      .where(monthDay(db, 'marriages.married_on'), 'in', keys)
      .where('marriages.current', '=', 1)
      .where('members.died_on', 'is', null)
      .where('spouse.died_on', 'is', null);
    if (scope) couples = couples.where('members.district_id', 'in', districtList(scope));
    if (asked.district_id) couples = couples.where('members.district_id', 'in', asked.district_id);
    if (asked.post_id) couples = couples.where('members.post_id', 'in', asked.post_id);
    if (asked.village_id) couples = couples.where('members.village_id', 'in', asked.village_id);
    const wed = await couples.execute();
    for (const m of wed) {
      const date = on.get(m.married_on!.slice(-5))!;
      rows.push({
        id: `a${m.marriage_id}`,
        occasion: 'anniversary',
        date,
        member_id: m.id,
        name: fullName(m.first_name, m.last_name, m.surname),
        spouse_id: m.spouse_id,
        spouse_name: fullName(m.spouse_first, m.spouse_last),
        years: yearsOn(m.married_on, date),
        mobile_no: m.mobile_no,
        district: m.district ?? null,
        district_gu: m.district_gu ?? null,
        village: m.village ?? null,
        village_gu: m.village_gu ?? null,
      });
    }
  }
  const order = new Map(dates.map((d, i) => [d, i]));
  rows.sort(
    (a, b) =>
      order.get(a.date)! - order.get(b.date)! ||
      a.occasion.localeCompare(b.occasion) ||
      a.name.localeCompare(b.name) ||
      a.member_id - b.member_id,
  );
  return { rows, from: dates[0]!, to: dates[dates.length - 1]! };
}
