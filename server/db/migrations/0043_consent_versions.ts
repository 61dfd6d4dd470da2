import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite } from '../dialect.js';

/** Members' consents change what the members list counts (its `withdrawn` filter): versioned. */
export const CONSENT_TABLES = ['member_consents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of CONSENT_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }
}

export async function down(): Promise<void> {
  // The triggers and the version row stay harmless; nothing to undo for a rollback of data.
}
