import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ScanState } from '../../shared/contract/duplicates.js';
import { claimLease, leaseHeld, releaseLease, renewLease } from '../work/leases.js';
import { BlockIndex } from './match/blocks.js';
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

/** Whoever holds it runs the scan: one at a time across processes. */
const SCAN_LEASE = 'duplicate-scan';
const SCAN_LEASE_MS = 60_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

const IDLE: ScanState = {
  status: 'idle',
  members: 0,
  done: 0,
  found: 0,
  started_at: null,
  finished_at: null,
};

/**
 * The directory scan as every process sharing the database sees it: its state
 * and progress kept in `duplicate_scans`, the one running holding the
 * `duplicate-scan` lease. A scan still marked as running with nobody holding the
 * lease was cut short by a process that stopped: it shows as failed.
 */
export function scanRunner(db: Kysely<Database>, log: (error: unknown) => void) {
  async function state(): Promise<ScanState> {
    const last = await db
      .selectFrom('duplicate_scans')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) return IDLE;
    const cutShort = last.status === 'running' && !(await leaseHeld(db, SCAN_LEASE));
    return {
      status: cutShort ? 'failed' : last.status,
      members: last.members,
      done: last.done,
      found: last.found,
      started_at: last.started_at,
      finished_at: last.finished_at,
    };
  }

  return {
    state,
    /** Starts a scan unless one runs here or elsewhere; answers whether it started. */
    async start(): Promise<boolean> {
      if (!(await claimLease(db, SCAN_LEASE, SCAN_LEASE_MS))) return false;
      const { id } = await db
        .insertInto('duplicate_scans')
        .values({ started_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      /** Ends the scan; one that finished has gone through every member. */
      const finish = (status: 'done' | 'failed', found?: number) =>
        db
          .updateTable('duplicate_scans')
          .set((eb) => ({
            status,
            finished_at: new Date().toISOString(),
            ...(found === undefined ? {} : { found, done: eb.ref('members') }),
          }))
          .where('id', '=', id)
          .execute();
      let written = 0;
      let writing: Promise<unknown> = Promise.resolve();
      const progress = (p: Pick<ScanState, 'members' | 'done' | 'found'>) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        writing = writing
          .then(() => db.updateTable('duplicate_scans').set(p).where('id', '=', id).execute())
          .then(() => renewLease(db, SCAN_LEASE, SCAN_LEASE_MS))
          .catch(log);
      };
      void scanDirectory(db, progress)
        .then(async (found) => {
          await writing;
          await finish('done', found);
        })
        .catch(async (error: unknown) => {
          log(error);
          await writing;
          await finish('failed');
        })
        .catch(log)
        .finally(() => void releaseLease(db, SCAN_LEASE).catch(log));
      return true;
    },
  };
}
