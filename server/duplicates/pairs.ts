import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { DuplicateMember, DuplicatePair } from '../../shared/contract/duplicates.js';
import { fullName } from '../../shared/names.js';
import { thumbPath } from '../uploads/images.js';
import type { Match } from './match/score.js';

/** Pairs written per statement. */
const BATCH = 500;

export interface FoundPair {
  a: number;
  b: number;
  score: Match['score'];
  /** Reason codes (server/duplicates/match/score.ts REASONS). */
  reasons: readonly string[];
}

/**
 * Keeps pairs the finder found: a new pair is open; a pair already open gets
 * the new score; a pair an administrator decided (not a duplicate, merged)
 * stays decided, so it does not come back.
 */
export async function recordPairs(
  db: Kysely<Database>,
  pairs: readonly FoundPair[],
  source: 'scan' | 'registration' | 'import',
): Promise<void> {
  for (let i = 0; i < pairs.length; i += BATCH) {
    const values = pairs.slice(i, i + BATCH).map((p) => ({
      member_a: Math.min(p.a, p.b),
      member_b: Math.max(p.a, p.b),
      score: p.score,
      reasons: JSON.stringify(p.reasons),
      source,
    }));
    await db
      .insertInto('duplicate_pairs')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['member_a', 'member_b'])
          .doUpdateSet({
            score: (eb) => eb.ref('excluded.score'),
            reasons: (eb) => eb.ref('excluded.reasons'),
          })
          .where('duplicate_pairs.status', '=', 'open'),
      )
      .execute();
  }
}

/** The members of these ids as a pair's sides show them, in words. */
export async function readSides(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, DuplicateMember>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('members')
    .leftJoin('education', 'education.id', 'members.education_id')
    .leftJoin('villages', 'villages.id', 'members.village_id')
    .leftJoin('posts', 'posts.id', 'members.post_id')
    .leftJoin('districts', 'districts.id', 'members.district_id')
    .leftJoin('countries', 'countries.id', 'members.country_id')
    .leftJoin('business_types', 'business_types.id', 'members.business_id')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'members.family_id',
      'members.first_name',
      'members.last_name',
      'members.mobile_no',
      'members.date_of_birth',
      'members.sex',
      'members.blood_group',
      'members.photo',
      'members.city',
      'members.in_foreign_land',
      'members.current_address',
      'members.business_address',
      'members.created_at',
      'education.name as education',
      'villages.name as village',
      'posts.name as post',
      'districts.name as district',
      'countries.name as country',
      'business_types.name as business',
      'relations.name as relation',
    ])
    .where('members.id', 'in', [...ids])
    .execute();
  const families = [...new Set(rows.map((r) => r.family_id))];
  const heads = await db
    .selectFrom('members')
    .select([
      'family_id',
      'first_name',
      'last_name',
      'is_head',
      sql<number>`count(*) over (partition by family_id)`.as('size'),
    ])
    .where('family_id', 'in', families)
    .execute();
  const headOf = new Map<number, { name: string; size: number }>();
  for (const h of heads) {
    const known = headOf.get(h.family_id);
    if (!known || h.is_head === 1)
      headOf.set(h.family_id, { name: fullName(h.first_name, h.last_name), size: Number(h.size) });
  }
  const words = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        mobile_no: r.mobile_no,
        date_of_birth: r.date_of_birth,
        sex: r.sex,
        blood_group: r.blood_group,
        education: r.education,
        photo: r.photo,
        thumb: r.photo ? thumbPath(r.photo) : null,
        place: r.in_foreign_land
          ? words(r.city, r.country)
          : (words(r.village, r.post, r.district) ?? r.city),
        current_address: r.current_address,
        business: words(r.business, r.business_address),
        family_head: headOf.get(r.family_id)?.name ?? null,
        relation: r.relation,
        family_size: headOf.get(r.family_id)?.size ?? 1,
        created_at: String(r.created_at),
      },
    ]),
  );
}

type PairRow = Omit<DuplicatePair, 'a' | 'b' | 'kept' | 'reasons'> & {
  member_a: number;
  member_b: number;
  reasons: string;
  /** Both members as they were when merged (JSON), for a merged pair. */
  sides: string | null;
};

/**
 * Stored pairs with their two members: read now, or as they were when merged
 * (one of them is gone then); a pair whose member is gone otherwise is left out.
 */
export async function withSides(
  db: Kysely<Database>,
  pairs: readonly PairRow[],
): Promise<DuplicatePair[]> {
  const merged = pairs.filter((p) => p.sides);
  // Who stayed of each merged pair: the merge records where the other went.
  const stayed = merged.length
    ? await db
        .selectFrom('member_merges')
        .select(['merged_id', 'kept_id'])
        .where(
          'merged_id',
          'in',
          merged.flatMap((p) => [p.member_a, p.member_b]),
        )
        .execute()
    : [];
  const keptOf = new Map(stayed.map((m) => [m.merged_id, m.kept_id]));
  const now = await readSides(db, [
    ...pairs.filter((p) => !p.sides).flatMap((p) => [p.member_a, p.member_b]),
    ...stayed.map((m) => m.kept_id),
  ]);
  return pairs.flatMap(({ member_a, member_b, reasons, sides, ...pair }) => {
    const [a, b] = sides
      ? (JSON.parse(sides) as [DuplicateMember, DuplicateMember])
      : [now.get(member_a), now.get(member_b)];
    const keptId = sides ? (keptOf.get(member_a) ?? keptOf.get(member_b)) : undefined;
    const kept = keptId !== undefined ? (now.get(keptId) ?? null) : null;
    return a && b ? [{ ...pair, reasons: JSON.parse(reasons) as string[], a, b, kept }] : [];
  });
}
