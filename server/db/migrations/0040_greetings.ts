import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../dialect.js';

/**
 * The greetings' ledger (docs/birthdays.md "The daily greeting"): one row per member,
 * occasion and year, claimed before the message leaves, so nobody is greeted twice
 * whatever restarts or how many processes run. Templates for greetings are now per
 * occasion: the one purpose `greeting` becomes `birthday`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'greetings')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('channel', 'text')
    .addColumn('address', 'text')
    .addColumn('template_id', 'integer')
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX greetings_once ON greetings (member_id, occasion, year)`.execute(
    db,
  );
  await sql`CREATE INDEX greetings_day ON greetings (day, status)`.execute(db);
  await sql`UPDATE message_templates SET purpose = 'birthday' WHERE purpose = 'greeting'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('greetings').execute();
}
