import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('data at rest', () => {
  it('the database and its journal are readable by the server only, written with synchronous=FULL', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fd-rest-')), 'data');
    const file = join(dir, 'directory.sqlite');
    const db = connect(file);
    try {
      await migrateToLatest(db);
      expect(mode(dir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      expect(rows[0]!.synchronous).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  const api = signedInServer();

  it('uploads are stored readable by the server only', async () => {
    const photo = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#369' },
    })
      .jpeg()
      .toBuffer();
    const saved = await postMultipart(
      api.server.app,
      'members',
      await memberForm(api.server.db, mobiles(81000)()),
      { bytes: photo, name: 'a.jpg', type: 'image/jpeg' },
      api.session,
    );
    expect(saved.status).toBe(201);
    const stored = join(api.server.storageDir, saved.body.data.photo);
    expect(mode(api.server.storageDir)).toBe(0o700);
    expect(mode(stored)).toBe(0o600);
    expect(readdirSync(join(api.server.storageDir, 'members', 'thumb')).length).toBeGreaterThan(0);
  });
});
