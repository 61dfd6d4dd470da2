import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BookOptions } from '../../shared/contract/directory.js';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import { thumbPath } from '../uploads/images.js';
import { consentIs, minorSql } from '../privacy/minors.js';
import { todayIn } from '../../shared/days.js';
import type { BookFamily, BookMember, MarriedAway } from './layout.js';

/** A district and its villages, as the book's contents list them. */
export interface BookVillage {
  district: string;
  post: string;
  village: string;
  families: BookFamily[];
}

const collator = (language: string) => new Intl.Collator(language === 'gu' ? 'gu' : 'en');

/** The date of each member's current marriage, for those who let the book show it. */
async function marriageDates(db: Kysely<Database>, ids: number[]) {
  const dates = new Map<number, string>();
  if (!ids.length) return dates;
  const rows = await db
    .selectFrom('marriages')
    .select(['spouse_a_id', 'spouse_b_id', 'married_on'])
    .where('current', '=', 1)
    .where('married_on', 'is not', null)
    .where((eb) => eb.or([eb('spouse_a_id', 'in', ids), eb('spouse_b_id', 'in', ids)]))
    .execute();
  const wanted = new Set(ids);
  for (const r of rows)
    for (const id of [r.spouse_a_id, r.spouse_b_id])
      if (wanted.has(id)) dates.set(id, r.married_on!);
  return dates;
}

/**
 * The families' children living in other households (a married daughter), each under
 * every family of the book a parent of theirs belongs to, with the spouse's name and
 * the village they live in now (docs/families.md "The book").
 */
async function marriedAway(
  db: Kysely<Database>,
  familyIds: number[],
  named: (table: 'villages' | 'posts' | 'districts') => RawBuilder<string>,
): Promise<Map<number, MarriedAway[]>> {
  const away = new Map<number, MarriedAway[]>();
  for (let i = 0; i < familyIds.length; i += 1000) {
    const rows = await db
      .selectFrom('kin_parents')
      .innerJoin('members as parent', 'parent.id', 'kin_parents.parent_id')
      .innerJoin('members as child', 'child.id', 'kin_parents.child_id')
      .leftJoin('villages', 'villages.id', 'child.village_id')
      .leftJoin('marriages', (join) =>
        join
          .on('marriages.current', '=', 1)
          .on((eb) =>
            eb.or([
              eb('marriages.spouse_a_id', '=', eb.ref('child.id')),
              eb('marriages.spouse_b_id', '=', eb.ref('child.id')),
            ]),
          ),
      )
      .leftJoin('members as spouse', (join) =>
        join.on((eb) =>
          eb.and([
            eb('spouse.id', '<>', eb.ref('child.id')),
            eb.or([
              eb('spouse.id', '=', eb.ref('marriages.spouse_a_id')),
              eb('spouse.id', '=', eb.ref('marriages.spouse_b_id')),
            ]),
          ]),
        ),
      )
      .select([
        'parent.family_id',
        'child.id',
        'child.first_name',
        'child.last_name',
        'child.surname',
        'spouse.first_name as spouse_first',
        'spouse.last_name as spouse_last',
        'spouse.surname as spouse_surname',
        named('villages').as('village'),
      ])
      .where('parent.family_id', 'in', familyIds.slice(i, i + 1000))
      .whereRef('child.family_id', '<>', 'parent.family_id')
      .where('child.died_on', 'is', null)
      .orderBy('child.date_of_birth')
      .orderBy('child.id')
      .execute();
    for (const r of rows) {
      const list = away.get(r.family_id) ?? [];
      if (list.some((a) => a.id === r.id)) continue;
      list.push({
        id: r.id,
        name: fullName(r.first_name, r.last_name),
        spouse:
          r.spouse_first || r.spouse_last
            ? fullName(r.spouse_first, r.spouse_last, r.spouse_surname)
            : null,
        village: r.village ?? null,
      });
      away.set(r.family_id, list);
    }
  }
  return away;
}

/**
 * The families the book holds, village by village (districts, then villages by
 * name), each family under its head's village, by the head's name. A family is
 * in the book when its head lives in a chosen place; members without a village
 * (abroad, or not filled in) are not in a village book.
 */
export async function readBookVillages(
  db: Kysely<Database>,
  options: Pick<BookOptions, 'district_ids' | 'post_ids' | 'village_ids' | 'language'> &
    Partial<Pick<BookOptions, 'married_daughters'>>,
): Promise<BookVillage[]> {
  const today = todayIn();
  // A Gujarati book names each place in Gujarati where its Gujarati name is known.
  const named = (table: 'villages' | 'posts' | 'districts') =>
    options.language === 'gu'
      ? sql<string>`coalesce(${sql.ref(`${table}.name_gu`)}, ${sql.ref(`${table}.name`)})`
      : sql<string>`${sql.ref(`${table}.name`)}`;
  let heads = db
    .selectFrom('members')
    .innerJoin('villages', 'villages.id', 'members.village_id')
    .innerJoin('posts', 'posts.id', 'villages.post_id')
    .innerJoin('districts', 'districts.id', 'posts.district_id')
    .select([
      'members.family_id',
      named('villages').as('village'),
      named('posts').as('post'),
      named('districts').as('district'),
    ])
    .where('members.is_head', '=', 1);
  const { district_ids, post_ids, village_ids } = options;
  if (district_ids.length || post_ids.length || village_ids.length)
    heads = heads.where((eb) =>
      eb.or([
        ...(district_ids.length ? [eb('districts.id', 'in', district_ids)] : []),
        ...(post_ids.length ? [eb('posts.id', 'in', post_ids)] : []),
        ...(village_ids.length ? [eb('villages.id', 'in', village_ids)] : []),
      ]),
    );
  const placeOf = new Map((await heads.execute()).map((h) => [h.family_id, h]));
  const familyIds = [...placeOf.keys()];
  const members: (BookMember & { family_id: number })[] = [];
  for (let i = 0; i < familyIds.length; i += 1000) {
    const rows = await db
      .selectFrom('members')
      .leftJoin('education', 'education.id', 'members.education_id')
      .leftJoin('business_types', 'business_types.id', 'members.business_id')
      .select([
        'members.id',
        'members.family_id',
        'members.first_name',
        'members.last_name',
        'members.relation_id',
        'members.is_head',
        'members.date_of_birth',
        'members.blood_group',
        'education.name as education',
        'members.business_type',
        'business_types.name as business',
        'members.business_address',
        'members.mobile_no',
        'members.show_mobile',
        'members.show_address',
        'members.current_address',
        'members.city',
        'members.photo',
        'members.surname',
        'members.died_on',
        'members.show_anniversary',
        // A child without a guardian's consent, and photos withdrawn (docs/privacy.md).
        sql<number>`CASE WHEN ${minorSql(db, today)} AND NOT ${consentIs('guardian', 'in')} THEN 1 ELSE 0 END`.as(
          'name_only',
        ),
        sql<number>`CASE WHEN ${consentIs('photos', 'out')} THEN 1 ELSE 0 END`.as('no_photo'),
      ])
      .where('members.family_id', 'in', familyIds.slice(i, i + 1000))
      // An erased member's row is only "Removed member" for the family's relations.
      .where('members.erased_on', 'is', null)
      // A member who withdrew their listing is left out (docs/privacy.md).
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_consents')
              .select('member_consents.member_id')
              .whereRef('member_consents.member_id', '=', 'members.id')
              .where('member_consents.purpose', '=', PRIVACY_CONSENTS.book)
              .where('member_consents.state', '=', 'out'),
          ),
        ),
      )
      .execute();
    const married = await marriageDates(
      db,
      rows.filter((m) => m.show_anniversary).map((m) => m.id),
    );
    for (const { photo, show_anniversary: _shown, name_only, no_photo, ...m } of rows)
      members.push(
        Number(name_only)
          ? // A child without a guardian's consent: the name and the relation, nothing else.
            {
              ...m,
              date_of_birth: null,
              blood_group: null,
              education: null,
              business_type: 0,
              business: null,
              business_address: null,
              mobile_no: '',
              show_mobile: 0,
              show_address: 0,
              current_address: null,
              city: null,
              thumb: null,
              married_on: null,
            }
          : {
              ...m,
              business_type: Number(m.business_type),
              thumb: photo && !Number(no_photo) ? thumbPath(photo) : null,
              married_on: married.get(m.id) ?? null,
            },
      );
  }
  const away =
    options.married_daughters === false ? new Map() : await marriedAway(db, familyIds, named);
  const families = new Map<number, BookFamily>();
  for (const m of members) {
    const place = placeOf.get(m.family_id)!;
    let family = families.get(m.family_id);
    if (!family) {
      family = { id: m.family_id, ...place, members: [], away: away.get(m.family_id) ?? [] };
      families.set(m.family_id, family);
    }
    family.members.push(m);
  }
  const compare = collator(options.language).compare;
  const headName = (f: BookFamily) => {
    const head = f.members.find((m) => m.is_head) ?? f.members[0]!;
    return fullName(head.first_name, head.last_name);
  };
  const villages = new Map<string, BookVillage>();
  for (const family of families.values()) {
    const key = `${family.district}\u0000${family.post}\u0000${family.village}`;
    const village = villages.get(key);
    if (village) village.families.push(family);
    else
      villages.set(key, {
        district: family.district,
        post: family.post,
        village: family.village,
        families: [family],
      });
  }
  const sorted = [...villages.values()].sort(
    (a, b) =>
      compare(a.district, b.district) || compare(a.village, b.village) || compare(a.post, b.post),
  );
  for (const village of sorted) village.families.sort((a, b) => compare(headName(a), headName(b)));
  return sorted;
}
