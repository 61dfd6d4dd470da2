import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import { CONSENT_PURPOSES } from '../../shared/messaging.js';
import { livingBy, memberMatches } from './search.js';
import { minorSql } from '../privacy/minors.js';
import { nextDay, todayIn } from '../../shared/days.js';
import { agedBetween, hasFullBirthDate } from './ages.js';
import type { MemberFilters } from '../../shared/contract/member-filters.js';
/** Narrows a query over `members` to the chosen filters; every column has its index. */
export function applyMemberFilters<DB extends Database, TB extends keyof DB & 'members', O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  f: MemberFilters,
): SelectQueryBuilder<DB, TB, O> {
  let q = query as unknown as SelectQueryBuilder<Database, 'members', O>;
  if (f.search) q = q.where(memberMatches(db, f.search));
  if (f.bloodGroupSelected) q = q.where('members.blood_group', 'in', f.bloodGroupSelected);
  if (f.genderSelected) q = q.where('members.sex', 'in', f.genderSelected);
  if (f.educationSelected) q = q.where('members.education_id', 'in', f.educationSelected);
  if (f.businessTypeSelected) q = q.where('members.business_type', 'in', f.businessTypeSelected);
  if (f.businessSelected) q = q.where('members.business_id', 'in', f.businessSelected);
  if (f.in_foreign_land !== undefined)
    q = q.where('members.in_foreign_land', '=', f.in_foreign_land);
  if (f.in_dpvs !== undefined) q = q.where('members.in_dpvs', '=', f.in_dpvs);
  if (f.countryselected) q = q.where('members.country_id', 'in', f.countryselected);
  if (f.stateSelected) q = q.where('members.state_id', 'in', f.stateSelected);
  if (f.citySelected) {
    const cities = f.citySelected.map((city) => city.toLowerCase());
    // Case-insensitive, exact city names, each through its database's index
    // (migrations 0003 and 0061): on SQLite the NOCASE collation, which folds the
    // same letters as `lower`.
    q = q.where(
      isPostgres(db)
        ? sql<SqlBool>`lower(members.city) IN (${sql.join(cities)})`
        : sql<SqlBool>`members.city COLLATE NOCASE IN (${sql.join(cities)})`,
    );
  }
  if (f.district_id) q = q.where('members.district_id', 'in', f.district_id);
  if (f.post_id) q = q.where('members.post_id', 'in', f.post_id);
  if (f.village_id) q = q.where('members.village_id', 'in', f.village_id);
  // Members who withdrew a consent (docs/privacy.md).
  if (f.withdrawn) {
    const purpose =
      f.withdrawn === 'book' || f.withdrawn === 'greetings' || f.withdrawn === 'photos'
        ? PRIVACY_CONSENTS[f.withdrawn]
        : CONSENT_PURPOSES[f.withdrawn];
    q = q.where('members.id', 'in', (eb) =>
      eb
        .selectFrom('member_consents')
        .select('member_consents.member_id')
        .where('member_consents.purpose', '=', purpose)
        .where('member_consents.state', '=', 'out'),
    );
  }
  // Families never verified, or not since the day asked (docs/member-door.md).
  if (f.not_verified_since) {
    const since = f.not_verified_since;
    q = q.where('members.family_id', 'in', (eb) =>
      eb
        .selectFrom('families')
        .select('families.id')
        .where((w) =>
          w.or([w('families.verified_on', 'is', null), w('families.verified_on', '<', since)]),
        ),
    );
  }
  // The dashboard's click-throughs (docs/dashboard.md): ages, when added, what a record lacks.
  if (f.age_from !== undefined || f.age_to !== undefined)
    q = q.where(agedBetween(db, todayIn(), f.age_from, f.age_to));
  // `created_at` is 'YYYY-MM-DD HH:MM:SS' on both databases: a day's last second sorts before the next day.
  if (f.added_from) q = q.where('members.created_at', '>=', f.added_from);
  if (f.added_to) q = q.where('members.created_at', '<', nextDay(f.added_to));
  if (f.no_photo !== undefined)
    q = q.where((eb) =>
      f.no_photo === 1
        ? eb.or([eb('members.photo', 'is', null), eb('members.photo', '=', '')])
        : eb.and([eb('members.photo', 'is not', null), eb('members.photo', '<>', '')]),
    );
  if (f.incomplete !== undefined)
    q = q.where('members.profile_complete', '=', f.incomplete === 1 ? 0 : 1);
  if (f.no_birth_date !== undefined)
    q = q.where((eb) =>
      f.no_birth_date === 1 ? eb.not(hasFullBirthDate(db)) : hasFullBirthDate(db),
    );
  if (f.adults === 1) q = q.where((eb) => eb.not(minorSql(db, todayIn())));
  // Those who passed away only when asked for (docs/families.md); never the erased,
  // whose row stays only as "Removed member" for the family's relations (docs/privacy.md).
  if (f.deceased === 1)
    q = q.where('members.died_on', 'is not', null).where('members.erased_on', 'is', null);
  else
    q = q.where(
      q !== (query as unknown) && !isPostgres(db)
        ? livingById
        : sql<SqlBool>`(members.died_on IS NULL AND members.erased_on IS NULL)`,
    );
  return q as unknown as SelectQueryBuilder<DB, TB, O>;
}

/**
 * The living, on SQLite, as members not among the dead or the erased (each set read
 * from its own index), for a list narrowed by a filter: the filter's count then reads
 * its own index alone, where checking "not died, not erased" read each matching
 * member's row (the gender filter at 1,00,000 members: 3.4 ms against 17 ms). The kept
 * totals are counted again after every write to members, so under many sessions that
 * write this was most of the database's time (docs/bench.md, issue 43). Unfiltered,
 * the two columns' own index counts the living faster (migration 0049).
 */
const livingById = livingBy(sql`members.id`);
