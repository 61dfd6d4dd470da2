import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { withStartupLock } from '../../server/db/dialect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../../server/seed/index.js';
import { pendingAudience } from '../../server/notification/fan-out.js';
import { onPostgres, onPostgresServer } from './databases.js';
import { apiGet, apiSend, freshServer, serverOn, signIn, type TestServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

/**
 * Two API processes behind one address, on one database (docs/deploy.md): each
 * server here has its own connections and nothing in memory it shares with the
 * other, as two processes would. In the `server-pg` project they share a
 * PostgreSQL database; in `server`, a SQLite file.
 */
describe('two API processes on one database', () => {
  let first: TestServer;
  let second: TestServer;
  const limits = { loginMaxAttempts: 4, registrationsPerHour: 3, trustProxy: 1 };

  beforeAll(async () => {
    first = await freshServer(limits);
    second = await serverOn(first.databaseUrl, first.storageDir, limits);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const login = (server: TestServer, password: string, client = '203.0.113.7') =>
    server.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': client },
      payload: { email: DEMO_LOGIN.email, password },
    });

  it('a session started on one is used on the other, and signing out on one ends it on both', async () => {
    const session = await signIn(first.app);
    const user = await apiGet(second.app, session, 'user');
    expect(user.statusCode).toBe(200);
    expect(user.json().data.email).toBe(DEMO_LOGIN.email);
    const renamed = await apiSend(second.app, session, 'POST', 'committee/add', {
      name: 'Written by the second process',
    });
    expect(renamed.statusCode).toBe(201);

    const out = await first.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await apiGet(second.app, session, 'user')).statusCode).toBe(401);
  });

  it('a write on one is read on the other at once', async () => {
    const session = await signIn(first.app);
    const added = await apiSend(first.app, session, 'POST', 'committee/add', {
      name: 'Seva Samiti of both processes',
    });
    expect(added.statusCode).toBe(201);
    const listed = await apiGet(second.app, session, 'committee/list?search=both%20processes');
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ id: added.json().data.id, name: 'Seva Samiti of both processes' }],
    });
  });

  it('the login throttle counts the failures made on both', async () => {
    const statuses = [];
    for (const server of [first, second, first, second])
      statuses.push((await login(server, 'wrong-guess', '198.51.100.20')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422]);
    const refused = await login(first, DEMO_LOGIN.password, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(second, DEMO_LOGIN.password, '198.51.100.20')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await login(second, DEMO_LOGIN.password, '198.51.100.21')).statusCode).toBe(200);
  });

  /**
   * Two processes start on the database at once, each looking for queued sendings,
   * and stop once they have delivered what they took.
   */
  const twoMoreProcessesDeliver = async () => {
    const third = await serverOn(first.databaseUrl, first.storageDir, limits);
    const fourth = await serverOn(first.databaseUrl, first.storageDir, limits);
    try {
      await Promise.all([third.app.deliveries.idle(), fourth.app.deliveries.idle()]);
    } finally {
      await third.close();
      await fourth.close();
    }
  };

  /** A notification with a sending queued by push, as a process that stopped left it. */
  const queuedSending = async (
    title: string,
    sending: { recipients: number; channels?: string; templates?: string; audience?: string },
  ) => {
    const { id: notificationId } = await first.db
      .insertInto('notifications')
      .values({ title, description: 'Queued when the process stopped.', filters: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await first.db
      .insertInto('notification_sendings')
      .values({
        notification_id: notificationId,
        at: new Date().toISOString(),
        channel: 'outbox',
        state: 'queued',
        ...sending,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  it('a sending left queued by a stopped process is delivered once by the next to start', async () => {
    const sendingId = await queuedSending('Left behind', { recipients: 2 });
    const two = await first.db.selectFrom('members').select('id').limit(2).execute();
    await first.db
      .insertInto('notification_deliveries')
      .values(two.map((m) => ({ sending_id: sendingId, member_id: m.id, status: 'queued' })))
      .execute();
    await twoMoreProcessesDeliver();
    const sending = await first.db
      .selectFrom('notification_sendings')
      .select(['state', 'delivered'])
      .where('id', '=', sendingId)
      .executeTakeFirstOrThrow();
    expect(sending).toEqual({ state: 'done', delivered: 2 });
  });

  it('a send whose process stopped before writing its deliveries has them written once by the next', async () => {
    // What a send stored before the answer (server/notification/fan-out.ts): the
    // sending with its audience, no delivery yet, and the process gone.
    const { district_id: district } = await first.db
      .selectFrom('members')
      .select('district_id')
      .where('district_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const filters = { district_id: district! };
    const sendingId = await queuedSending('Unwritten', {
      recipients: 0,
      channels: '["push"]',
      templates: '{}',
      audience: pendingAudience(filters, null, 'outbox', null),
    });
    await twoMoreProcessesDeliver();
    const written = await first.db
      .selectFrom('notification_deliveries')
      .select(['member_id', 'status'])
      .where('sending_id', '=', sendingId)
      .execute();
    const members = new Set(written.map((d) => d.member_id));
    expect(members.size, 'one delivery a member').toBe(written.length);
    // The adults of the district who are alive: the same count a send answers.
    const session = await signIn(first.app);
    const preview = await apiSend(first.app, session, 'POST', 'notification/reach', {
      filters,
    });
    expect(preview.statusCode).toBe(200);
    expect(written.length).toBe(preview.json().data.total);
    expect(written.length).toBeGreaterThan(0);
    const sending = await first.db
      .selectFrom('notification_sendings')
      .select(['state', 'recipients', 'delivered', 'audience'])
      .where('id', '=', sendingId)
      .executeTakeFirstOrThrow();
    expect(sending).toEqual({
      state: 'done',
      recipients: written.length,
      delivered: written.length,
      audience: null,
    });
  });

  it('the per-address ceiling on public registrations counts both', async () => {
    const next = mobiles(64000);
    const register = async (server: TestServer) =>
      (
        await postMultipart(
          server.app,
          'member/register',
          await memberForm(server.db, next()),
          undefined,
          undefined,
          { 'x-forwarded-for': '192.0.2.44' },
        )
      ).status;
    expect([await register(first), await register(second), await register(first)]).toEqual([
      201, 201, 201,
    ]);
    expect(await register(second)).toBe(429);
  });
});

describe.runIf(onPostgres(inject('postgresServer')))('starting several processes at once', () => {
  it('migrates and seeds an empty PostgreSQL database once', async () => {
    const server = inject('postgresServer');
    const name = `fd_start_${Date.now()}`;
    await onPostgresServer(server, `CREATE DATABASE ${name}`);
    const starts = [1, 2, 3].map(() => connect(`${server}${name}`));
    try {
      const seeded = await Promise.all(
        starts.map((db, i) =>
          withStartupLock(db, async (locked) => {
            await migrateToLatest(locked);
            return seedDemoIfEmpty(locked, {
              storageDir: `/tmp/fd-start-${name}-${i}`,
              members: 50,
            });
          }),
        ),
      );
      expect(seeded).toEqual([true, true, true]);
      const db = starts[0]!;
      const migrations = await db
        .selectFrom('kysely_migration' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const users = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const members = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(1);
      expect(Number(members.n)).toBe(50);
      const names = await db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(new Set(names.map((r) => (r as { name: string }).name)).size).toBe(
        Number(migrations.n),
      );
    } finally {
      await Promise.all(starts.map((db) => db.destroy()));
      await onPostgresServer(server, `DROP DATABASE ${name} WITH (FORCE)`);
    }
  });
});
