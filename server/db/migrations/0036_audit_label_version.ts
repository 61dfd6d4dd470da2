import { sql, type Kysely } from 'kysely';
import { bumpNamedVersionOnChange } from '../dialect.js';

/** The version the audit log's search counts are kept at (server/audit/label-search.ts). */
export const AUDIT_LABEL_VERSIONS = ['audit_labels'] as const;

/**
 * The audit log is only appended to, but for the daily purge and a label renamed
 * with its record: those two move the `audit_labels` version, and a search counts
 * its matches again; events appended are counted on top of what was counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO data_versions (name, version) VALUES ('audit_labels', 0)`.execute(db);
  await bumpNamedVersionOnChange(db, 'audit_labels', 'audit_events', ['label'], ['DELETE']);
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
