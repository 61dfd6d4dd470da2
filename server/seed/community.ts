import type { Insertable, Kysely } from 'kysely';
import { INDIA_ID } from '../../shared/rules.js';
import type { Database, MembersTable } from '../db/types.js';
import { insertInChunks, syncIdSequences } from './insert.js';
import { deriveKin } from '../db/kin-derivation.js';
import { searchKey } from '../../shared/spelling.js';
import { BLOOD_GROUPS, BLOOD_WEIGHTS, FEMALE_NAMES, MALE_NAMES } from './names.js';
import { ABROAD, INDIA_ELSEWHERE, SETTLEMENTS } from './places.js';
import type { Random } from './random.js';

type NewMember = Insertable<MembersTable> & { id: number };

interface Home {
  in_foreign_land: number;
  country_id: number;
  state_id: number | null;
  city: string;
  district_id: number | null;
  post_id: number | null;
  village_id: number | null;
  dial: string | null;
}

/** The demo's surnames (atak) and native places (vatan), in Gujarati as families write them. */
const SURNAMES = [
  'પટેલ',
  'દેસાઈ',
  'ચૌધરી',
  'શાહ',
  'જોષી',
  'મહેતા',
  'પરમાર',
  'સોલંકી',
  'રાઠોડ',
  'ઠાકોર',
];
const NATIVE_PLACES = ['વડનગર', 'ઊંઝા', 'સિદ્ધપુર', 'પાલનપુર', 'મહેસાણા', 'વિસનગર', 'કડી', 'પાટણ'];
/** A family's day of joining the directory, 0 to 999 days ago, as `created_at` is written. */
const joinedOn = (familyId: number) =>
  new Date(Date.now() - ((familyId * 7919) % 1000) * 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/** Search keys by name: the demo repeats a few hundred names over lakhs of members. */
const keys = new Map<string, string | null>();
const keyOf = (...parts: string[]) => {
  const text = parts.join(' ');
  if (!keys.has(text)) keys.set(text, searchKey(text));
  return keys.get(text)!;
};

export interface Lookups {
  relation: Record<string, number>;
  educationIds: number[];
  businessTypeIds: number[];
  /** Villages with their post and district, weighted by the district's share of families. */
  villages: { id: number; post_id: number; district_id: number; name: string; weight: number }[];
  stateIds: Record<string, number>;
  countryIds: Record<string, number>;
}

/** Reads the ids the community generator needs from the freshly seeded masters. */
export async function readLookups(db: Kysely<Database>): Promise<Lookups> {
  const relations = await db.selectFrom('relations').select(['id', 'name']).execute();
  const education = await db.selectFrom('education').select('id').orderBy('id').execute();
  const businessTypes = await db.selectFrom('business_types').select('id').orderBy('id').execute();
  const villages = await db
    .selectFrom('villages')
    .innerJoin('posts', 'posts.id', 'villages.post_id')
    .innerJoin('districts', 'districts.id', 'posts.district_id')
    .select([
      'villages.id',
      'villages.post_id',
      'posts.district_id',
      'villages.name',
      'districts.name as district',
    ])
    .orderBy('villages.id')
    .execute();
  const perDistrict = new Map<string, number>();
  for (const v of villages) perDistrict.set(v.district, (perDistrict.get(v.district) ?? 0) + 1);
  const weightOf = (district: string) =>
    SETTLEMENTS.find((s) => s.district === district)?.weight ?? 1;
  const states = await db
    .selectFrom('states')
    .select(['id', 'name'])
    .where('country_id', '=', INDIA_ID)
    .execute();
  const countries = await db.selectFrom('countries').select(['id', 'iso2']).execute();
  return {
    relation: Object.fromEntries(relations.map((r) => [r.name, r.id])),
    educationIds: education.map((e) => e.id),
    businessTypeIds: businessTypes.map((b) => b.id),
    villages: villages.map((v) => ({
      id: v.id,
      post_id: v.post_id,
      district_id: v.district_id,
      name: v.name,
      weight: weightOf(v.district) / (perDistrict.get(v.district) ?? 1),
    })),
    stateIds: Object.fromEntries(states.map((s) => [s.name, s.id])),
    countryIds: Object.fromEntries(countries.map((c) => [c.iso2, c.id])),
  };
}

/** Distinct, valid-looking mobile numbers: Indian 10-digit numbers, or +<dial> abroad. */
const mobileFor = (index: number, dial: string | null) => {
  const digits = String((index * 7919 + 1_234_567) % 1_000_000_000).padStart(9, '0');
  return dial ? `+${dial}${dial === '1' ? '2' : '7'}${digits}` : `9${digits}`;
};

/**
 * Generates `memberCount` members in families of a head, often a wife, children
 * and sometimes a parent. Middle names follow Gujarati custom: the father's name,
 * or the husband's for a wife. A few members live elsewhere in India or abroad,
 * and some profiles are left incomplete, as in any real directory.
 */
export async function seedCommunity(
  db: Kysely<Database>,
  random: Random,
  memberCount: number,
): Promise<{ memberIds: number[]; familyCount: number }> {
  const lookups = await readLookups(db);
  const year = new Date().getFullYear();
  const members: NewMember[] = [];
  const families: { id: number; created_at: string }[] = [];
  const villageChoices = lookups.villages.map((v) => [v, v.weight] as const);

  const firstId = Number(
    (
      await db
        .selectFrom('members')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );
  const firstFamily = Number(
    (
      await db
        .selectFrom('families')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );

  const homeFor = (): Home => {
    const roll = random.next();
    if (roll < 0.03) {
      const abroad = random.pick(ABROAD);
      return {
        in_foreign_land: 1,
        country_id: lookups.countryIds[abroad.iso2] ?? INDIA_ID,
        state_id: null,
        city: random.pick(abroad.cities),
        district_id: null,
        post_id: null,
        village_id: null,
        dial: abroad.dial,
      };
    }
    if (roll < 0.08) {
      const elsewhere = random.pick(INDIA_ELSEWHERE);
      return {
        in_foreign_land: 0,
        country_id: INDIA_ID,
        state_id: lookups.stateIds[elsewhere.state] ?? null,
        city: random.pick(elsewhere.cities),
        district_id: null,
        post_id: null,
        village_id: null,
        dial: null,
      };
    }
    const village = random.weighted(villageChoices);
    return {
      in_foreign_land: 0,
      country_id: INDIA_ID,
      state_id: lookups.stateIds.Gujarat ?? null,
      city: village.name,
      district_id: village.district_id,
      post_id: village.post_id,
      village_id: village.id,
      dial: null,
    };
  };

  const dob = (age: number) => {
    const month = random.int(1, 12);
    const day = random.int(1, 28);
    return `${year - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };

  const educationFor = (age: number) => {
    const ids = lookups.educationIds;
    if (age < 16) return ids[2] ?? null;
    if (age < 19) return ids[0] ?? null;
    return random.pick(ids);
  };

  while (members.length < memberCount) {
    const familyId = firstFamily + families.length + 1;
    // Joined on a day of the last three years, from the id alone (the random stream stays as it was).
    const joined = joinedOn(familyId);
    families.push({ id: familyId, created_at: joined });
    const home = homeFor();
    const headAge = random.int(32, 78);
    const headName = random.pick(MALE_NAMES);
    const wifeName = random.pick(FEMALE_NAMES);
    const plan: { first: string; middle: string; sex: number; age: number; relation: string }[] = [
      { first: headName, middle: random.pick(MALE_NAMES), sex: 1, age: headAge, relation: 'Self' },
    ];
    if (random.chance(0.9)) {
      plan.push({
        first: wifeName,
        middle: headName,
        sex: 0,
        age: headAge - random.int(1, 6),
        relation: 'Wife',
      });
    }
    const children = random.weighted([
      [0, 1],
      [1, 3],
      [2, 4],
      [3, 1],
    ] as const);
    for (let c = 0; c < children && headAge > 24; c++) {
      const son = random.chance(0.5);
      plan.push({
        first: random.pick(son ? MALE_NAMES : FEMALE_NAMES),
        middle: headName,
        sex: son ? 1 : 0,
        age: Math.max(1, headAge - random.int(22, 34)),
        relation: son ? 'Son' : 'Daughter',
      });
    }
    if (headAge < 50 && random.chance(0.2)) {
      plan.push({
        first: random.pick(FEMALE_NAMES),
        middle: plan[0]!.middle,
        sex: 0,
        age: headAge + random.int(22, 30),
        relation: 'Mother',
      });
    }
    for (const [i, person] of plan.entries()) {
      if (members.length >= memberCount) break;
      const id = firstId + members.length + 1;
      const adult = person.age >= 21;
      const businessType = adult
        ? random.weighted([
            [2, 35],
            [1, 35],
            [0, 30],
          ] as const)
        : 0;
      const incomplete = random.next();
      members.push({
        id,
        family_id: familyId,
        relation_id: lookups.relation[person.relation] ?? null,
        is_head: i === 0 ? 1 : 0,
        created_at: joined,
        photo: null,
        mobile_no: mobileFor(id, home.dial),
        first_name: incomplete < 0.02 ? 'null' : person.first,
        last_name: person.middle,
        date_of_birth: incomplete > 0.02 && incomplete < 0.1 ? null : dob(person.age),
        sex: person.sex,
        blood_group: random.weighted(BLOOD_GROUPS.map((g, k) => [g, BLOOD_WEIGHTS[k]!] as const)),
        education_id: educationFor(person.age),
        in_foreign_land: home.in_foreign_land,
        in_dpvs: random.chance(0.2) ? 1 : 0,
        country_id: home.country_id,
        state_id: home.state_id,
        city: home.city,
        district_id: home.district_id,
        post_id: home.post_id,
        village_id: home.village_id,
        current_address: home.village_id
          ? `At & Post ${home.city}`
          : `${random.int(1, 400)}, ${home.city}`,
        business_type: businessType,
        business_id: businessType === 0 ? null : random.pick(lookups.businessTypeIds),
        business_address: businessType === 2 ? `Main Bazaar, ${home.city}` : null,
        show_mobile: random.chance(0.85) ? 1 : 0,
        show_address: random.chance(0.7) ? 1 : 0,
        // By the family, not drawn, so the rest of the demo stays as it was.
        surname: SURNAMES[familyId % SURNAMES.length]!,
        native_place: NATIVE_PLACES[(familyId * 7) % NATIVE_PLACES.length]!,
        search_key: keyOf(
          person.first,
          person.middle,
          SURNAMES[familyId % SURNAMES.length]!,
          NATIVE_PLACES[(familyId * 7) % NATIVE_PLACES.length]!,
        ),
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await insertInChunks(trx, 'families', families);
    await insertInChunks(trx, 'members', members);
    await syncIdSequences(trx, ['families', 'members']);
    // Parents and spouses from the relations, as the migration derives them (docs/families.md).
    await deriveKin(
      trx,
      families.map((f) => f.id),
    );
  });
  return { memberIds: members.map((m) => m.id), familyCount: families.length };
}
