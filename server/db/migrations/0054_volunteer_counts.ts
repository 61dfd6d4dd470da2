import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Each volunteer type's count of volunteers, kept by the database (docs/bench.md, the
 * eighth session). The programs list showed each program's volunteers by counting
 * them through its types on every page: a hundred index entries a program, most of
 * PostgreSQL's time on that page. Now a program sums its types' counts (about ten
 * rows), and a type's page reads its own. Triggers keep the count on every insert,
 * delete and move, whoever writes (an erasure, a member's delete by cascade, the seed);
 * PostgreSQL's count a statement at a time from its transition tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE volunteer_types ADD COLUMN volunteers_count integer NOT NULL DEFAULT 0`.execute(
    db,
  );
  await sql`UPDATE volunteer_types SET volunteers_count =
    (SELECT count(*) FROM volunteers WHERE volunteers.volunteer_type_id = volunteer_types.id)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION count_volunteers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE volunteer_types SET volunteers_count = volunteers_count - gone.n
          FROM (SELECT volunteer_type_id, count(*) AS n FROM old_rows GROUP BY volunteer_type_id) gone
          WHERE volunteer_types.id = gone.volunteer_type_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE volunteer_types SET volunteers_count = volunteers_count + came.n
          FROM (SELECT volunteer_type_id, count(*) AS n FROM new_rows GROUP BY volunteer_type_id) came
          WHERE volunteer_types.id = came.volunteer_type_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER volunteers_counted_insert AFTER INSERT ON volunteers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_volunteers()`.execute(
      db,
    );
    await sql`CREATE TRIGGER volunteers_counted_delete AFTER DELETE ON volunteers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_volunteers()`.execute(
      db,
    );
    await sql`CREATE TRIGGER volunteers_counted_update AFTER UPDATE ON volunteers
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_volunteers()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER volunteers_counted_insert AFTER INSERT ON volunteers BEGIN
    UPDATE volunteer_types SET volunteers_count = volunteers_count + 1 WHERE id = NEW.volunteer_type_id;
  END`.execute(db);
  await sql`CREATE TRIGGER volunteers_counted_delete AFTER DELETE ON volunteers BEGIN
    UPDATE volunteer_types SET volunteers_count = volunteers_count - 1 WHERE id = OLD.volunteer_type_id;
  END`.execute(db);
  await sql`CREATE TRIGGER volunteers_counted_update AFTER UPDATE OF volunteer_type_id ON volunteers
    WHEN OLD.volunteer_type_id IS NOT NEW.volunteer_type_id BEGIN
    UPDATE volunteer_types SET volunteers_count = volunteers_count - 1 WHERE id = OLD.volunteer_type_id;
    UPDATE volunteer_types SET volunteers_count = volunteers_count + 1 WHERE id = NEW.volunteer_type_id;
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update'])
    await sql`DROP TRIGGER ${sql.id(`volunteers_counted_${event}`)}${isPostgres(db) ? sql` ON volunteers` : sql``}`.execute(
      db,
    );
  if (isPostgres(db)) await sql`DROP FUNCTION count_volunteers()`.execute(db);
  await sql`ALTER TABLE volunteer_types DROP COLUMN volunteers_count`.execute(db);
}
