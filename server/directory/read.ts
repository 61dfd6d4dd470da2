import { sql, type Kysely } from 'kysely';
import type { BookOptions } from '../../shared/contract/directory.js';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
import { thumbPath } from '../uploads/images.js';
import type { BookFamily, BookMember } from './layout.js';

/** A district and its villages, as the book's contents list them. */
export interface BookVillage {
  district: string;
  post: string;
  village: string;
  families: BookFamily[];
}

const collator = (language: string) => new Intl.Collator(language === 'gu' ? 'gu' : 'en');

/**
 * The families the book holds, village by village (districts, then villages by
 * name), each family under its head's village, by the head's name. A family is
 * in the book when its head lives in a chosen place; members without a village
 * (abroad, or not filled in) are not in a village book.
 */
export async function readBookVillages(
  db: Kysely<Database>,
  options: Pick<BookOptions, 'district_ids' | 'post_ids' | 'village_ids' | 'language'>,
): Promise<BookVillage[]> {
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
      ])
      .where('members.family_id', 'in', familyIds.slice(i, i + 1000))
      .execute();
    for (const { photo, ...m } of rows)
      members.push({
        ...m,
        business_type: Number(m.business_type),
        thumb: photo ? thumbPath(photo) : null,
      });
  }
  const families = new Map<number, BookFamily>();
  for (const m of members) {
    const place = placeOf.get(m.family_id)!;
    let family = families.get(m.family_id);
    if (!family) {
      family = { id: m.family_id, ...place, members: [] };
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
