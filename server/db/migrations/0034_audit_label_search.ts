import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * A substring index over the audit log's labels, so that searching 10,00,000
 * events by a name stays fast (docs/bench.md): an FTS5 trigram table kept in step
 * by triggers on SQLite (filled from the events already there), pg_trgm on
 * PostgreSQL (the extension came with migration 0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX audit_events_label_trgm ON audit_events USING gin (label gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`CREATE VIRTUAL TABLE audit_labels_fts USING fts5(
    label, content='audit_events', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`INSERT INTO audit_labels_fts(audit_labels_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER audit_labels_fts_insert AFTER INSERT ON audit_events BEGIN
    INSERT INTO audit_labels_fts(rowid, label) VALUES (new.id, new.label);
  END`.execute(db);
  await sql`CREATE TRIGGER audit_labels_fts_delete AFTER DELETE ON audit_events BEGIN
    INSERT INTO audit_labels_fts(audit_labels_fts, rowid, label) VALUES ('delete', old.id, old.label);
  END`.execute(db);
  await sql`CREATE TRIGGER audit_labels_fts_update AFTER UPDATE OF label ON audit_events BEGIN
    INSERT INTO audit_labels_fts(audit_labels_fts, rowid, label) VALUES ('delete', old.id, old.label);
    INSERT INTO audit_labels_fts(rowid, label) VALUES (new.id, new.label);
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX audit_events_label_trgm`.execute(db);
    return;
  }
  await sql`DROP TABLE audit_labels_fts`.execute(db);
}
