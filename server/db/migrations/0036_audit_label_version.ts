import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/** The version the audit log's search counts are kept at (server/audit/label-search.ts). */
export const AUDIT_LABEL_VERSIONS = ['audit_labels'] as const;

/**
 * The audit log is only appended to, but for the daily purge and a label renamed
 * with its record: those two move the `audit_labels` version, and a search counts
 * its matches again; events appended are counted on top of what was counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO data_versions (name, version) VALUES ('audit_labels', 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER audit_events_labels_version AFTER DELETE OR UPDATE OF label
      ON audit_events FOR EACH STATEMENT
      EXECUTE FUNCTION bump_named_version('audit_labels')`.execute(db);
    return;
  }
  for (const event of ['DELETE', 'UPDATE OF label'])
    await sql`CREATE TRIGGER ${sql.id(`audit_events_labels_version_${event === 'DELETE' ? 'delete' : 'update'}`)}
      AFTER ${sql.raw(event)} ON audit_events
      BEGIN UPDATE data_versions SET version = version + 1 WHERE name = 'audit_labels'; END`.execute(
      db,
    );
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
