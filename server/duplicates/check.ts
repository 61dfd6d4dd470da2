import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { compare, POSSIBLE } from './match/score.js';
import { blockKeys } from './match/blocks.js';
import { recordPairs, type FoundPair } from './pairs.js';
import { memberPerson, PERSON_COLUMNS } from './people.js';

/** Read at most this many candidates per signal: a very common village or year is a wide net. */
const WIDEST = 3_000;

/**
 * The members of the directory one member (a registration just saved) may
 * duplicate, at or above the threshold (docs/duplicates.md). The candidates come
 * from the database by the same signals as the blocking keys (mobile, birth
 * year, village) and are compared only when they share a key.
 */
export async function findMatches(db: Kysely<Database>, id: number): Promise<FoundPair[]> {
  const row = await db
    .selectFrom('members')
    .select(PERSON_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return [];
  const person = memberPerson(row);
  const base = db.selectFrom('members').select(PERSON_COLUMNS).where('id', '!=', id);
  const queries = [base.where('mobile_no', '=', row.mobile_no).execute()];
  if (person.year)
    queries.push(
      base
        .where('date_of_birth', '>=', `${person.year}-01-01`)
        .where('date_of_birth', '<=', `${person.year}-12-31`)
        .limit(WIDEST)
        .execute(),
    );
  if (row.village_id)
    queries.push(base.where('village_id', '=', row.village_id).limit(WIDEST).execute());
  const keys = new Set(blockKeys(person));
  const seen = new Set<number>();
  const found: FoundPair[] = [];
  for (const candidate of (await Promise.all(queries)).flat()) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const other = memberPerson(candidate);
    if (!blockKeys(other).some((key) => keys.has(key))) continue;
    const match = compare(person, other);
    if (match.score >= POSSIBLE)
      found.push({ a: id, b: other.id, score: match.score, reasons: match.reasons });
  }
  return found;
}

/** Checks one member and keeps the pairs found for review. */
export async function checkMember(
  db: Kysely<Database>,
  id: number,
  source: 'registration' | 'import',
): Promise<FoundPair[]> {
  const found = await findMatches(db, id);
  if (found.length) await recordPairs(db, found, source);
  return found;
}
