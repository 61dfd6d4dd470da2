import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { connect } from '../server/db/connect.js';
import { isPostgres } from '../server/db/dialect.js';
import type { Database } from '../server/db/types.js';
import { findMatches } from '../server/duplicates/check.js';
import { scanDirectory } from '../server/duplicates/scan.js';
import { IMPORT_LIMITS } from '../server/import/limits.js';
import { importSheet } from './import-sheet.js';

/** Issue 32's budgets at the bench's size (docs/import.md, docs/duplicates.md). */
export interface ImportsResult {
  rows: number;
  /** Read, columns guessed and every row previewed against the directory. */
  previewSeconds: number;
  importSeconds: number;
  imported: number;
  /** The highest resident memory during preview and import, above where it started. */
  memoryGrowthMB: number;
  /**
   * The largest sheet the screen takes (IMPORT_LIMITS.rows), read and previewed as the
   * server does it: its time and the resident memory it adds (≤ 300 MB, docs/import.md).
   */
  largest?: { rows: number; previewSeconds: number; memoryGrowthMB: number };
  scan: { members: number; seconds: number; pairs: number };
  /** One member checked against the directory, as a registration is (100 members). */
  registrationMs: { p50: number; p95: number; max: number };
}

const BATCH = 500;

/** Takes the imported members out again, so each run starts from the same directory. */
async function removeImport(db: Kysely<Database>, id: number, firstEvent: number) {
  const rows = await db
    .selectFrom('import_rows')
    .innerJoin('members', 'members.id', 'import_rows.member_id')
    .select(['members.id', 'members.family_id'])
    .where('import_rows.import_id', '=', id)
    .execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    const ids = rows.slice(i, i + BATCH).map((r) => r.id);
    const families = [...new Set(rows.slice(i, i + BATCH).map((r) => r.family_id))];
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('import_rows')
        .set({ member_id: null })
        .where('member_id', 'in', ids)
        .execute();
      await trx
        .deleteFrom('duplicate_pairs')
        .where((eb) => eb.or([eb('member_a', 'in', ids), eb('member_b', 'in', ids)]))
        .execute();
      await trx.deleteFrom('members').where('id', 'in', ids).execute();
      await trx
        .deleteFrom('families')
        .where('id', 'in', families)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('members').select('id').whereRef('members.family_id', '=', 'families.id'),
            ),
          ),
        )
        .execute();
    });
  }
  await db
    .deleteFrom('audit_events')
    .where('action', '=', 'import')
    .where('id', '>', firstEvent)
    .execute();
  await db.deleteFrom('import_rows').where('import_id', '=', id).execute();
  await db.deleteFrom('imports').where('id', '=', id).execute();
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** What bench/import-process.ts prints. */
interface ProcessImport {
  previewSeconds: number;
  importSeconds: number;
  imported: number;
  importId: number;
  memoryGrowthMB: number;
}

/** A sheet previewed (and with `commit` imported) in a process of its own, so its memory is its own. */
function importInOwnProcess(
  database: string,
  file: string,
  rows: number,
  commit?: 'commit',
): ProcessImport {
  try {
    return JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          'bench/import-process.ts',
          database,
          file,
          String(rows),
          ...(commit ? [commit] : []),
        ],
        { encoding: 'utf8' },
      ),
    ) as ProcessImport;
  } finally {
    rmSync(file, { force: true });
  }
}

export async function measureImports({
  database,
  rows = 10_000,
  log,
}: {
  database: string;
  rows?: number;
  log: (line: string) => void;
}): Promise<ImportsResult> {
  const db = connect(database);
  // The server beside it may hold the write lock a while after the workloads before
  // (a full run on a fresh database once lost its import to SQLITE_BUSY after the
  // 5 s the server's connections wait; docs/bench.md, the eighteenth session).
  if (!isPostgres(db)) await sql`PRAGMA busy_timeout = 60000`.execute(db);
  try {
    const villages = (
      await db.selectFrom('villages').select('name').orderBy('id').limit(40).execute()
    ).map((v) => v.name);
    const { last } = await db
      .selectFrom('audit_events')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .executeTakeFirstOrThrow();

    log(`Importing a sheet of ${rows.toLocaleString('en-IN')} rows ...`);
    const sheetFile = resolve('bench/out', `import-${rows}.xlsx`);
    writeFileSync(sheetFile, await importSheet(rows, villages));
    const imported = importInOwnProcess(database, sheetFile, rows, 'commit');
    log(
      `  previewed in ${imported.previewSeconds.toFixed(1)} s, ${imported.imported} imported in ${imported.importSeconds.toFixed(1)} s, memory +${imported.memoryGrowthMB.toFixed(0)} MB`,
    );
    await removeImport(db, imported.importId, Number(last));

    // The largest sheet the screen takes, previewed only.
    const largestFile = resolve('bench/out', `largest-${IMPORT_LIMITS.rows}.xlsx`);
    writeFileSync(largestFile, await importSheet(IMPORT_LIMITS.rows, villages, 7_400_000_000));
    log(
      `Previewing the largest sheet the screen takes, ${IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows ...`,
    );
    const largest = importInOwnProcess(database, largestFile, IMPORT_LIMITS.rows);
    log(
      `  previewed in ${largest.previewSeconds.toFixed(1)} s, memory +${largest.memoryGrowthMB.toFixed(0)} MB`,
    );

    log('Scanning the directory for duplicates ...');
    const { count } = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const t = performance.now();
    const pairs = await scanDirectory(db);
    const scanSeconds = (performance.now() - t) / 1000;
    log(`  ${pairs} pairs in ${scanSeconds.toFixed(1)} s`);

    const sample = await db
      .selectFrom('members')
      .select('id')
      .where(sql<boolean>`id % 997 = 0`)
      .limit(100)
      .execute();
    const times: number[] = [];
    for (const { id: member } of sample) {
      const started = performance.now();
      await findMatches(db, member);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      rows,
      previewSeconds: imported.previewSeconds,
      importSeconds: imported.importSeconds,
      imported: imported.imported,
      memoryGrowthMB: imported.memoryGrowthMB,
      largest: {
        rows: IMPORT_LIMITS.rows,
        previewSeconds: largest.previewSeconds,
        memoryGrowthMB: largest.memoryGrowthMB,
      },
      scan: { members: Number(count), seconds: scanSeconds, pairs },
      registrationMs: {
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        max: times.at(-1) ?? 0,
      },
    };
  } finally {
    await db.destroy();
  }
}
