import type { Kysely } from 'kysely';
import { createTableWithId } from '../dialect.js';

/**
 * The directory scans of the duplicate finder (docs/duplicates.md), kept in the
 * database so that every process sharing it shows the same scan and its progress;
 * the one running holds the `duplicate-scan` lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'duplicate_scans')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('duplicate_scans').execute();
}
