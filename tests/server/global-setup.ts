import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/** Seeds the demo community once; every test file starts from its own copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-template-'));
  const db = connect(join(dir, 'db.sqlite'));
  await migrateToLatest(db);
  await seedDemo(db, { storageDir: join(dir, 'storage') });
  await db.destroy();
  project.provide('templateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
