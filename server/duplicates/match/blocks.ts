import { compare, POSSIBLE, type Match, type Prepared } from './score.js';

/**
 * The blocking keys of a person: only people sharing one are compared, never
 * all pairs (docs/duplicates.md). A name key is the first three letters of its
 * suffix-less skeleton, which both scripts share.
 */
export function blockKeys(person: Prepared): string[] {
  const keys: string[] = [];
  const father = person.father.bare.slice(0, 3);
  const first = person.first.bare.slice(0, 3);
  if (person.mobile) keys.push(`m:${person.mobile}`);
  if (person.year) {
    if (father) keys.push(`y:${person.year}:${father}`);
    if (first) keys.push(`y:${person.year}:f:${first}`);
  }
  if (person.village_id) {
    if (father) keys.push(`v:${person.village_id}:${father}`);
    if (first) keys.push(`v:${person.village_id}:f:${first}`);
  }
  return keys;
}

/** A pair found alike, `a` before `b` in the order given. */
export interface Pair<T extends Prepared> extends Match {
  a: T;
  b: T;
}

/** Blocks larger than this are a common name in a big village: compared by the other keys only. */
const LARGEST_BLOCK = 400;

/** People by their blocking keys, to find the candidates for one more person. */
export class BlockIndex<T extends Prepared> {
  private readonly blocks = new Map<string, T[]>();

  add(person: T): void {
    for (const key of blockKeys(person)) {
      const block = this.blocks.get(key);
      if (block) block.push(person);
      else this.blocks.set(key, [person]);
    }
  }

  /** Those sharing a block with `person`, each once, itself left out. */
  candidates(person: Prepared): T[] {
    const seen = new Set<T>();
    for (const key of blockKeys(person)) {
      const block = this.blocks.get(key);
      if (!block || block.length > LARGEST_BLOCK) continue;
      for (const other of block) if (other.id !== person.id) seen.add(other);
    }
    return [...seen];
  }

  /** The best matches of `person` at or above `threshold`, best first. */
  matches(person: Prepared, threshold = POSSIBLE): Pair<T>[] {
    const found: Pair<T>[] = [];
    for (const other of this.candidates(person)) {
      const match = compare(person, other);
      if (match.score >= threshold) found.push({ a: person as T, b: other, ...match });
    }
    return found.sort((x, y) => y.score - x.score);
  }

  /** Every pair within the blocks at or above `threshold`, each pair once. */
  *pairs(threshold = POSSIBLE): Generator<Pair<T>> {
    for (const found of this.pairsByBlock(threshold)) yield* found;
  }

  /** How many blocks the index holds: what `pairsByBlock` goes through. */
  get blockCount(): number {
    return this.blocks.size;
  }

  /**
   * The pairs block by block, one array (often empty) per block, so a caller can
   * report progress and let other work run between blocks.
   */
  *pairsByBlock(threshold = POSSIBLE): Generator<Pair<T>[]> {
    const compared = new Set<string>();
    for (const block of this.blocks.values()) {
      const found: Pair<T>[] = [];
      if (block.length >= 2 && block.length <= LARGEST_BLOCK)
        for (let i = 0; i < block.length; i++)
          for (let j = i + 1; j < block.length; j++) {
            const a = block[i]!;
            const b = block[j]!;
            const key = a.id < b.id ? `${a.id}:${b.id}` : `${b.id}:${a.id}`;
            if (compared.has(key)) continue;
            compared.add(key);
            const match = compare(a, b);
            if (match.score >= threshold)
              found.push(a.id < b.id ? { a, b, ...match } : { a: b, b: a, ...match });
          }
      yield found;
    }
  }
}
