import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect } from '../../server/db/connect.js';
import type { Database } from '../../server/db/types.js';
import { copyOfTemplate, type TestDatabase } from './databases.js';

/**
 * A fresh copy of the seeded template for one file's tests, on the run's database
 * (SQLite, or PostgreSQL when the run has one): opened before the file's tests and
 * dropped after them. Its connection is `db`.
 */
export function templateCopy(): { readonly db: Kysely<Database> } {
  let database: TestDatabase | undefined;
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    database = await copyOfTemplate(inject('templateDir'), inject('postgresServer'));
    db = connect(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    get db() {
      return db!;
    },
  };
}
