import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { create, extract } from 'tar';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { filesUnder } from '../../server/ops/archive.js';
import { listBackups, pruneBackups, takeBackup } from '../../server/ops/backup.js';
import { backupInChildProcess, runNightlyBackup } from '../../server/ops/nightly-backup.js';
import { restoreBackup } from '../../server/ops/restore.js';
import { emptyTarget } from './databases.js';
import {
  apiGet,
  serverOn,
  signIn,
  signedInServer,
  type Session,
  type TestServer,
} from './helpers.js';

const api = signedInServer();
const BACKUP_CLI = fileURLToPath(new URL('../../server/cli/backup.ts', import.meta.url));
const { get, send } = api;
const scratch = () => mkdtempSync(join(tmpdir(), 'fd-backup-'));

const addCommittee = (name: string) => send('POST', 'committee/add', { name });

describe('backups', () => {
  it('copies the database and photos while writes go on; every write answered before it began is restored', async () => {
    const before: string[] = [];
    for (let n = 0; n < 20; n++) {
      const name = `Backup committee ${n}`;
      expect((await addCommittee(name)).status).toBe(201);
      before.push(name);
    }
    const out = scratch();
    // Writes keep coming while the backup runs.
    const during = Promise.all(
      Array.from({ length: 20 }, (_, n) => addCommittee(`During backup ${n}`)),
    );
    const { file, manifest } = await takeBackup(api.server, out);
    const answered = await during;
    expect(answered.every((a) => a.status === 201)).toBe(true);

    const photos = await filesUnder(api.server.storageDir);
    expect(
      manifest.files.filter((f) => f.path.startsWith('storage/')).map((f) => f.path.slice(8)),
    ).toEqual(photos);

    const target = await emptyTarget(scratch(), inject('postgresServer'));
    await restoreBackup(file, target);
    const restored = connect(target.databaseUrl);
    try {
      const names = (await restored.selectFrom('committees').select('name').execute()).map(
        (r) => r.name,
      );
      for (const name of before) expect(names).toContain(name);
      const members = await restored
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const live = await api.server.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(members.n)).toBe(Number(live.n));
    } finally {
      await restored.destroy();
    }
    expect(await filesUnder(target.storageDir)).toEqual(photos);
    const [photo] = photos;
    expect(readFileSync(join(target.storageDir, photo!))).toEqual(
      readFileSync(join(api.server.storageDir, photo!)),
    );
  });

  it('refuses a damaged archive, and a target that is not empty, writing nothing', async () => {
    const out = scratch();
    const { file } = await takeBackup(api.server, out);
    // Unpack, change one photo's bytes, pack again with the old manifest (and no .sha256).
    const unpacked = scratch();
    await extract({ file, cwd: unpacked });
    const photo = (await filesUnder(join(unpacked, 'storage')))[0]!;
    const bytes = readFileSync(join(unpacked, 'storage', photo));
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(join(unpacked, 'storage', photo), bytes);
    const damaged = join(scratch(), 'family-directory-20260101-000000.tar.zst');
    await create({ zstd: true, file: damaged, cwd: unpacked }, await readdir(unpacked));
    const target = await emptyTarget(scratch(), inject('postgresServer'));
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/damaged/);
    expect(await filesUnder(target.storageDir)).toEqual([]);

    // A good archive into a target that already holds a directory.
    await expect(restoreBackup(file, api.server)).rejects.toThrow(/empty/);
  });

  it('the nightly backup is taken once a night across processes and old archives are pruned', async () => {
    const dir = scratch();
    const config = { ...api.server, backupDir: dir, backupKeepDays: 2 };
    const night = new Date('2026-11-20T02:30:00');
    const first = await runNightlyBackup(api.server.db, config, night, takeBackup);
    expect(first).not.toBeNull();
    // Another process (or a second timer) the same night takes none.
    expect(
      await runNightlyBackup(api.server.db, config, new Date('2026-11-20T02:31:00')),
    ).toBeNull();
    await runNightlyBackup(api.server.db, config, new Date('2026-11-21T02:30:00'), takeBackup);
    await runNightlyBackup(api.server.db, config, new Date('2026-11-24T02:30:00'), takeBackup);
    // The 20th and 21st are older than two days on the 24th.
    expect((await listBackups(dir)).map((b) => b.created_at.slice(0, 10))).toEqual(['2026-11-24']);
    expect(await pruneBackups(dir, 0, new Date('2027-01-01'))).toEqual([]); // the newest always stays
  });

  it('a backup killed half-way leaves its copy only to its own user, and the next backup or start removes it', async () => {
    const dir = scratch();
    // Kill the command-line backup as soon as its staging folder holds the database copy.
    let caught: { staging: string; modes: Record<string, number> } | null = null;
    for (let attempt = 0; attempt < 5 && !caught; attempt++) {
      const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_CLI, '--out', dir], {
        env: {
          ...process.env,
          DATABASE_URL: api.server.databaseUrl,
          STORAGE_DIR: api.server.storageDir,
        },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      while (child.exitCode === null && !caught) {
        const staging = readdirSync(dir).find((name) => name.startsWith('.staging-'));
        const copy = staging && join(dir, staging, 'database.sqlite');
        const dump = staging && join(dir, staging, 'database.pgdump');
        const database = [copy, dump].find((f) => f && existsSync(f));
        if (staging && database) {
          child.kill('SIGKILL');
          caught = {
            staging,
            modes: {
              dir: statSync(dir).mode & 0o777,
              staging: statSync(join(dir, staging)).mode & 0o777,
              database: statSync(database).mode & 0o777,
            },
          };
        } else await new Promise((resolve) => setImmediate(resolve));
      }
      await exited;
    }
    expect(caught).not.toBeNull();
    expect(caught!.modes).toEqual({ dir: 0o700, staging: 0o700, database: 0o600 });
    expect(readdirSync(dir)).toContain(caught!.staging);
    // A partial archive of a process that is gone, as a kill during packing leaves it.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const partial = `family-directory-20261120-023000.tar.zst.${gone}.partial`;
    writeFileSync(join(dir, partial), 'half an archive');

    // The next start of the server removes both.
    const restarted = await serverOn(api.server.databaseUrl, api.server.storageDir, {
      backupDir: dir,
    });
    try {
      await expect
        .poll(() => readdirSync(dir).filter((n) => !/\.tar\.zst(\.sha256)?$/.test(n)))
        .toEqual([]);
    } finally {
      await restarted.close();
    }
    // And the next backup, when another leftover appears meanwhile.
    writeFileSync(join(dir, partial), 'half an archive');
    const { file } = await takeBackup(api.server, dir);
    const leftovers = () => readdirSync(dir).filter((n) => !/\.tar\.zst(\.sha256)?$/.test(n));
    expect(leftovers()).toEqual([]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 90_000);

  it('the server takes its nightly backup in a process of its own', async () => {
    const dir = scratch();
    const { file } = await backupInChildProcess(api.server, dir);
    expect((await listBackups(dir)).map((b) => b.file)).toEqual([file]);
    const target = await emptyTarget(scratch(), inject('postgresServer'));
    const manifest = await restoreBackup(file, target);
    expect(manifest.files.length).toBeGreaterThan(1);
  }, 60_000);

  it('the account menu lists the archives and downloads the newest, once in the audit log', async () => {
    expect(await get('backups')).toMatchObject({ status: 200, body: { data: [] } });
    const download = (server: TestServer, session: Session) =>
      server.app.inject({
        method: 'GET',
        url: '/api/frontend/backups/latest',
        headers: { cookie: session.cookie },
      });
    const none = await download(api.server, api.session);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found' });

    // A process with BACKUP_DIR set, on the same database.
    const dir = scratch();
    const older = await takeBackup(api.server, dir, new Date('2026-11-01T01:00:00Z'));
    const newer = await takeBackup(api.server, dir, new Date('2026-11-02T01:00:00Z'));
    const server = await serverOn(api.server.databaseUrl, api.server.storageDir, {
      backupDir: dir,
    });
    try {
      const session = await signIn(server.app);
      const listed = await apiGet(server.app, session, 'backups');
      expect(listed.json().data.map((b: { name: string }) => b.name)).toEqual([
        basename(newer.file),
        basename(older.file),
      ]);
      const got = await download(server, session);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="${basename(newer.file)}"`,
      );
      expect(got.rawPayload.equals(readFileSync(newer.file))).toBe(true);
      const log = await apiGet(server.app, session, 'audit/list?resource=backups');
      expect(log.json().data).toHaveLength(1);
      expect(log.json().data[0]).toMatchObject({ action: 'export', label: basename(newer.file) });
    } finally {
      await server.close();
    }
  });
});
