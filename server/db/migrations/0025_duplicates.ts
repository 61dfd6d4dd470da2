import { sql, type Kysely } from 'kysely';
import { createTableWithId, currentTimestampSql } from '../dialect.js';

/**
 * The duplicate finder's pairs (docs/duplicates.md): found by a scan of the
 * directory or when a registration arrives, with the score and reasons, and what
 * an administrator decided (not a duplicate, or merged) so a decided pair does
 * not come back; and where each merged member went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'duplicate_pairs')
    // The lower id first, so a pair is one row whichever side found it.
    .addColumn('member_a', 'integer', (c) => c.notNull())
    .addColumn('member_b', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    // JSON: the two members as they were when merged, since one of them is gone after.
    .addColumn('sides', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .addUniqueConstraint('duplicate_pairs_once', ['member_a', 'member_b'])
    .execute();
  await sql`CREATE INDEX duplicate_pairs_open ON duplicate_pairs (status, score)`.execute(db);
  await sql`CREATE INDEX duplicate_pairs_b ON duplicate_pairs (member_b)`.execute(db);
  await db.schema
    .createTable('member_merges')
    .addColumn('merged_id', 'integer', (c) => c.primaryKey())
    .addColumn('kept_id', 'integer', (c) => c.notNull())
    .addColumn('merged_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_merges').execute();
  await db.schema.dropTable('duplicate_pairs').execute();
}
