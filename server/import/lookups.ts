import { jaroWinkler } from '@skyra/jaro-winkler';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { skeleton } from '../duplicates/match/names.js';

/**
 * The masters an import names by words (docs/import.md): places, relations and
 * education, found by name in English or Gujarati spelling alike.
 */
export interface Named {
  id: number;
  name: string;
  /** A place's Gujarati name, when the masters know it. */
  name_gu?: string | null;
}

/** A name as lookups compare it: its words' spelling skeletons (both scripts alike). */
const keyOf = (name: string) =>
  name
    .split(/[\s.,\-/]+/)
    .filter(Boolean)
    .map(skeleton)
    .join(' ');

/**
 * A master list searchable by name: exact (any case, either script), or the
 * closest few. Places share names across posts (two talukas may each have a
 * Kamli), so a name may find several rows; `find` takes the one `prefer` picks.
 */
export class NamedList<T extends Named = Named> {
  private readonly byKey = new Map<string, T[]>();
  constructor(readonly rows: T[]) {
    for (const row of rows) {
      const names = [row.name, ...(row.name_gu ? [row.name_gu] : [])];
      for (const key of new Set(names.flatMap((n) => [n.trim().toLowerCase(), keyOf(n)])))
        this.byKey.set(key, [...(this.byKey.get(key) ?? []), row]);
    }
  }

  find(name: string, prefer: (row: T) => boolean = () => true): T | undefined {
    const found = this.byKey.get(name.trim().toLowerCase()) ?? this.byKey.get(keyOf(name)) ?? [];
    return found.find(prefer) ?? found[0];
  }

  /**
   * The known names closest to `name` (Jaro-Winkler on the skeletons), best first;
   * then every row `nearby` picks (the villages of the row's post), so a place
   * spelled past recognition can still be matched to its neighbours.
   */
  closest(name: string, nearby?: (row: T) => boolean, count = 3): T[] {
    const key = keyOf(name);
    const scored = this.rows
      .map((row) => ({
        row,
        similarity: Math.max(
          jaroWinkler(key, keyOf(row.name)),
          row.name_gu ? jaroWinkler(key, keyOf(row.name_gu)) : 0,
        ),
      }))
      .sort((a, b) => b.similarity - a.similarity);
    const close = scored.filter((r) => r.similarity >= 0.75).slice(0, count);
    const around = nearby ? scored.filter((r) => nearby(r.row)) : [];
    return [...new Set([...close, ...around].map((r) => r.row))];
  }
}

/** Relations as sheets write them, in English and Gujarati, by the app's relation names. */
const RELATION_WORDS: Record<string, string[]> = {
  Self: ['self', 'head', 'મોભી', 'સ્વયં', 'પોતે', 'મુખ્ય'],
  Wife: ['wife', 'પત્ની', 'ધર્મપત્ની'],
  Husband: ['husband', 'પતિ'],
  Son: ['son', 'પુત્ર', 'દીકરો'],
  Daughter: ['daughter', 'પુત્રી', 'દીકરી'],
  Father: ['father', 'પિતા', 'પિતાજી'],
  Mother: ['mother', 'માતા', 'માતાજી', 'બા'],
  Brother: ['brother', 'ભાઈ'],
  Sister: ['sister', 'બહેન', 'બેન'],
  'Daughter-in-law': ['daughter-in-law', 'daughter in law', 'પુત્રવધૂ', 'વહુ'],
  'Son-in-law': ['son-in-law', 'son in law', 'જમાઈ'],
  Grandson: ['grandson', 'પૌત્ર'],
  Granddaughter: ['granddaughter', 'પૌત્રી'],
  Other: ['other', 'અન્ય'],
};

export interface ImportLookups {
  districts: NamedList;
  posts: NamedList<Named & { district_id: number }>;
  villages: NamedList<Named & { post_id: number }>;
  education: NamedList;
  relations: Map<string, Named>;
  /** Each relation's own (English) name, by id. */
  relationNames: Map<number, string>;
  selfRelation: Named;
  gujaratId: number | null;
}

export async function loadLookups(db: Kysely<Database>): Promise<ImportLookups> {
  const [districts, posts, villages, education, relations, gujarat] = await Promise.all([
    db.selectFrom('districts').select(['id', 'name', 'name_gu']).execute(),
    db.selectFrom('posts').select(['id', 'name', 'name_gu', 'district_id']).execute(),
    db.selectFrom('villages').select(['id', 'name', 'name_gu', 'post_id']).execute(),
    db.selectFrom('education').select(['id', 'name']).execute(),
    db.selectFrom('relations').select(['id', 'name']).execute(),
    db.selectFrom('states').select('id').where('name', '=', 'Gujarat').executeTakeFirst(),
  ]);
  const byWord = new Map<string, Named>();
  for (const relation of relations) {
    byWord.set(relation.name.toLowerCase(), relation);
    for (const word of RELATION_WORDS[relation.name] ?? [])
      byWord.set(word.toLowerCase(), relation);
  }
  return {
    districts: new NamedList(districts),
    posts: new NamedList(posts),
    villages: new NamedList(villages),
    education: new NamedList(education),
    relations: byWord,
    relationNames: new Map(relations.map((r) => [r.id, r.name])),
    selfRelation: relations.find((r) => r.name === 'Self') ?? relations[0]!,
    gujaratId: gujarat?.id ?? null,
  };
}
