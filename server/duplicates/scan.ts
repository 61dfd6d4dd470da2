import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ScanState } from '../../shared/contract/duplicates.js';
import { BlockIndex } from '../lib/match/blocks.js';
import { recordPairs, type FoundPair } from './pairs.js';
import { readPeople, type MemberPerson } from './people.js';

/** Members read between two reports of progress. */
const REPORT_EVERY = 5_000;
/** The longest the comparing keeps the server's thread before other work runs. */
const SLICE_MS = 50;

/**
 * Scans the whole directory for possible duplicates (docs/duplicates.md):
 * every member read once and indexed by blocking keys, then the members that
 * share a block compared, never all pairs. Found pairs are kept open; decided
 * ones stay decided. Reports progress as members are read and blocks compared.
 */
export async function scanDirectory(
  db: Kysely<Database>,
  onProgress: (progress: Pick<ScanState, 'members' | 'done' | 'found'>) => void = () => {},
): Promise<number> {
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const members = Number(count);
  const index = new BlockIndex<MemberPerson>();
  let read = 0;
  for await (const person of readPeople(db)) {
    index.add(person);
    if (++read % REPORT_EVERY === 0) onProgress({ members, done: Math.floor(read / 2), found: 0 });
  }
  onProgress({ members, done: Math.floor(members / 2), found: 0 });
  // Compared block by block, letting requests take their turn every 50 ms: the
  // comparing is CPU work on the server's own thread.
  const found: FoundPair[] = [];
  const half = Math.floor(members / 2);
  let blocks = 0;
  let slice = Date.now();
  for (const pairs of index.pairsByBlock()) {
    for (const pair of pairs)
      found.push({ a: pair.a.id, b: pair.b.id, score: pair.score, reasons: pair.reasons });
    blocks++;
    if (Date.now() - slice > SLICE_MS) {
      onProgress({
        members,
        done: half + Math.floor((blocks / index.blockCount) * (members - half)),
        found: found.length,
      });
      await new Promise((resolve) => setImmediate(resolve));
      slice = Date.now();
    }
  }
  await db.transaction().execute((trx) => recordPairs(trx, found, 'scan'));
  onProgress({ members, done: members, found: found.length });
  return found.length;
}

/** The scan of this process: one at a time, its progress read by the screen. */
export function scanRunner(db: Kysely<Database>, log: (error: unknown) => void) {
  let state: ScanState = {
    status: 'idle',
    members: 0,
    done: 0,
    found: 0,
    started_at: null,
    finished_at: null,
  };
  return {
    state: () => state,
    /** Starts a scan unless one runs; answers whether it started. */
    start(): boolean {
      if (state.status === 'running') return false;
      state = {
        ...state,
        status: 'running',
        done: 0,
        found: 0,
        started_at: new Date().toISOString(),
        finished_at: null,
      };
      void scanDirectory(db, (progress) => (state = { ...state, ...progress }))
        .then(() => (state = { ...state, status: 'done', finished_at: new Date().toISOString() }))
        .catch((error: unknown) => {
          log(error);
          state = { ...state, status: 'failed', finished_at: new Date().toISOString() };
        });
      return true;
    },
  };
}
