import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The seeded database each PostgreSQL test database is copied from. */
export const TEMPLATE_DATABASE = 'fd_template';

/** Runs one statement on the PostgreSQL server's `postgres` database. */
export async function onPostgresServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client(`${server}postgres`);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  /** Where the copy lives on disk (SQLite), or a temporary folder beside it (PostgreSQL). */
  dir: string;
  /** Removes a PostgreSQL copy (a SQLite copy goes with the temporary folder). */
  drop(): Promise<void>;
}

/**
 * A fresh copy of the seeded template: a file copy on SQLite, `CREATE DATABASE …
 * TEMPLATE` on PostgreSQL (`server` is the URL without a database name).
 */
export async function copyOfTemplate(templateDir: string, server: string): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-test-'));
  if (!server) {
    copyFileSync(join(templateDir, 'db.sqlite'), join(dir, 'db.sqlite'));
    return { url: join(dir, 'db.sqlite'), dir, drop: async () => {} };
  }
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(server, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  return {
    url: `${server}${name}`,
    dir,
    drop: () => onPostgresServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** True in the `server-pg` projects. */
export const onPostgres = (server: string) => server !== '';

/**
 * An empty place to restore a backup into, of the tests' own kind: a data folder
 * in `dir`, or an empty PostgreSQL database on `server` (the tests' `postgresServer`).
 */
export async function emptyTarget(dir: string, server: string) {
  if (!server)
    return { databaseUrl: join(dir, 'restored.sqlite'), storageDir: join(dir, 'storage') };
  const name = `fd_restore_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(server, `CREATE DATABASE ${name}`);
  return { databaseUrl: `${server}${name}`, storageDir: join(dir, 'storage') };
}

/**
 * A SQLite file in WAL mode, in a folder of its own named from `prefix`: what the
 * server's upkeep (checkpoints, merges) works on. `remove` closes it and deletes the folder.
 */
export function walDatabase(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'directory.sqlite');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  return {
    file,
    db,
    remove: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
