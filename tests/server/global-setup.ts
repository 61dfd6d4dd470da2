import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import { startTemporaryPostgres } from '../../server/dev/temporary-postgres.js';
import { onPostgresServer, TEMPLATE_DATABASE } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    /** The `server-pg` project: the temporary PostgreSQL's URL without a database name. */
    postgresServer: string;
  }
}

/**
 * Seeds the demo community once; every test file starts from its own copy: of the
 * SQLite file (project `server`), or of a template database on a PostgreSQL this
 * setup starts in a temporary folder and removes afterwards (project `server-pg`).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-template-'));
  const postgres = project.name.startsWith('server-pg') ? await startTemporaryPostgres() : null;
  const url = postgres ? postgres.url(TEMPLATE_DATABASE) : join(dir, 'db.sqlite');
  if (postgres) await onPostgresServer(postgres.url(''), `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const db = connect(url);
  await migrateToLatest(db);
  await seedDemo(db, { storageDir: join(dir, 'storage') });
  await db.destroy();
  project.provide('templateDir', dir);
  project.provide('postgresServer', postgres ? postgres.url('') : '');
  return () => {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
