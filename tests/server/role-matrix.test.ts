import { beforeAll, describe, expect, it } from 'vitest';
import { isScoped, mayAccess } from '../../shared/access.js';
import type { Role } from '../../shared/contract/access.js';
import { accountWithRole, busiestDistricts, signedInServer, type Session } from './helpers.js';
import { memberForm } from './member-fixtures.js';

/**
 * Every route of the API × every kind of caller → the answer its role gets
 * (docs/security.md "Roles"). The table below is written out by hand, not read
 * from the routes' own configuration, so a route that opens up or closes down
 * by mistake fails here.
 */
const api = signedInServer();

type Caller = Role | 'nobody';
const CALLERS: readonly Caller[] = ['administrator', 'coordinator', 'viewer', 'nobody'];

/** Answered without a session: signing in, the public form and its lists, sign-in links. */
const PUBLIC = new Set([
  'GET /healthz',
  'POST /auth/login',
  'POST /auth/logout',
  'GET /auth/link/{token}',
  'POST /auth/link/{token}',
  'POST /api/frontend/member/register',
  // A parent's code confirming a minor's registration (docs/privacy.md "Children").
  'POST /api/frontend/member/register/guardian',
  'GET /api/frontend/countries',
  'GET /api/frontend/states',
  'GET /api/frontend/district',
  'GET /api/frontend/post',
  'GET /api/frontend/village',
  'GET /api/frontend/education',
  'GET /api/frontend/businesses',
  'GET /api/frontend/relations',
  // The privacy notice is public (docs/privacy.md).
  'GET /api/frontend/privacy/notice',
  // The member's door: asking for a code and signing in need no session.
  'GET /api/member/door',
  'POST /api/member/code',
  'POST /api/member/sign-in',
  'POST /api/member/sign-out',
]);

/** The member's door (docs/member-door.md): a member session's, never an office account's. */
const MEMBER_ONLY = (route: string) => route.includes(' /api/member/') && !PUBLIC.has(route);

/** Writes any signed-in account makes about itself. */
const OWN = new Set(['POST /auth/logout-everywhere']);

/** What a coordinator writes, within its districts. */
const COORDINATOR_WRITES = new Set([
  'POST /api/frontend/members',
  'DELETE /api/frontend/members/{id}',
  'POST /api/frontend/committee/member/manage',
  'POST /api/frontend/committee/member/remove',
  'POST /api/frontend/donor/member/manage',
  'DELETE /api/frontend/donor/member/remove/{id}',
  'POST /api/frontend/notification',
  'POST /api/frontend/notification/resend/{id}',
  // What a send would reach, asked by whoever may send it.
  'POST /api/frontend/notification/reach',
  // A member's consent to messages, recorded from a paper form.
  'PUT /api/frontend/members/{id}/messaging',
  'PUT /api/frontend/members/{id}/kin',
  'POST /api/frontend/members/{id}/marriages',
  'POST /api/frontend/marriages/{id}/end',
  'PUT /api/frontend/members/{id}/death',
  // The member's door: a coordinator decides its districts' change requests and campaigns.
  'POST /api/frontend/change-requests/{id}/decide',
  'POST /api/frontend/verification-campaigns',
]);

/** Read by administrators alone: accounts, backups and imports (they hold every district). */
const ADMINISTRATOR_READS = new Set([
  'GET /api/frontend/accounts',
  'GET /api/frontend/backups',
  'GET /api/frontend/backups/latest',
  // An import's rows come from every district.
  'GET /api/frontend/members/import/{id}',
  'GET /api/frontend/members/import',
  'GET /api/frontend/members/import/rows',
  // Possible duplicates pair members of any district.
  'GET /api/frontend/duplicates',
  'GET /api/frontend/duplicates/scan',
  'GET /api/frontend/duplicates/{id}',
  // A printed directory holds every chosen family's details.
  'GET /api/frontend/directory/printer',
  'GET /api/frontend/directory/books',
  'GET /api/frontend/directory/books/{id}',
  'GET /api/frontend/directory/books/{id}/pdf',
  // Everything held about a member (docs/privacy.md).
  'GET /api/frontend/members/{id}/personal-data',
  // Requests under the members' rights, and the access PDF (docs/privacy.md "Rights").
  'GET /api/frontend/privacy-requests',
  'GET /api/frontend/privacy-requests/{id}',
  'GET /api/frontend/privacy-requests/{id}/personal-data.pdf',
]);

const READS = new Set(['GET', 'HEAD']);

/** 401, 403, or through the gate (whatever the route then answers, never a 500). */
function expected(caller: Caller, route: string): 401 | 403 | 'through' {
  const method = route.split(' ')[0]!;
  if (PUBLIC.has(route)) return 'through';
  if (caller === 'nobody' || MEMBER_ONLY(route)) return 401;
  if (caller === 'administrator' || OWN.has(route)) return 'through';
  if (READS.has(method)) return ADMINISTRATOR_READS.has(route) ? 403 : 'through';
  if (caller === 'coordinator' && COORDINATOR_WRITES.has(route)) return 'through';
  return 403;
}

const signOutLast = (route: string) =>
  route.endsWith('/logout-everywhere') ? 1 : route.endsWith('/logout') ? 2 : 0;

const sessions = new Map<Caller, Session | null>();
let routes: string[] = [];

beforeAll(async () => {
  const { db } = api.server;
  const [busiest] = await busiestDistricts(db, 1);
  sessions.set('administrator', await accountWithRole(api.server, 'administrator'));
  sessions.set('coordinator', await accountWithRole(api.server, 'coordinator', [busiest!]));
  sessions.set('viewer', await accountWithRole(api.server, 'viewer'));
  sessions.set('nobody', null);
  await api.server.app.ready();
  const document = api.server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    // A session's own sign-out ends it: last.
    .sort((a, b) => signOutLast(a) - signOutLast(b));
});

describe('every route, for every role', () => {
  it('knows the routes it checks', () => {
    expect(routes.length).toBeGreaterThan(120);
    for (const route of [...PUBLIC, ...COORDINATOR_WRITES, ...ADMINISTRATOR_READS, ...OWN])
      expect(routes, route).toContain(route);
  });

  it('has an access table (shared/access.ts) that says what the matrix says', () => {
    const { routeAccess } = api.server.app;
    const wrong: string[] = [];
    for (const route of routes) {
      if (PUBLIC.has(route) || OWN.has(route) || !route.includes('/api/frontend/')) continue;
      const access = routeAccess.get(route);
      expect(access, route).not.toBeUndefined();
      const method = route.split(' ')[0]!;
      const action = READS.has(method) ? 'read' : (access?.action ?? 'write');
      for (const role of ['administrator', 'coordinator', 'viewer'] as const) {
        const table = mayAccess(role, access?.resource, action) ? 'through' : 403;
        if (table !== expected(role, route))
          wrong.push(`${route} for ${role}: the table says ${table}`);
      }
    }
    expect(wrong.join('\n')).toBe('');
    // What a coordinator writes belongs to its districts: each such line is scoped.
    for (const route of COORDINATOR_WRITES)
      expect(isScoped(routeAccess.get(route)!.resource), route).toBe(true);
  });

  for (const caller of CALLERS) {
    it(`answers ${caller} as its role allows`, async () => {
      const session = sessions.get(caller) ?? null;
      const wrong: string[] = [];
      for (const route of routes) {
        const [method, path] = route.split(' ') as [string, string];
        // The ids are made up: the gate answers before the route looks for them.
        const url = path.replace(/\{token\}/g, 'x'.repeat(43)).replace(/\{\w+\}/g, '999999');
        const response = await api.server.app.inject({
          method: method as 'GET',
          url,
          headers: session ? { cookie: session.cookie, 'x-xsrf-token': session.xsrf } : {},
          ...(READS.has(method) ? {} : { payload: {} }),
        });
        const want = expected(caller, route);
        const got = response.statusCode;
        const ok =
          want === 'through'
            ? got !== 401 && got !== 403 && got < 500
            : got === want &&
              response.json<{ code: string }>().code ===
                (want === 401 ? 'unauthenticated' : 'not_allowed');
        if (!ok) wrong.push(`${route}: ${got}, expected ${want}`);
      }
      expect(wrong.join('\n')).toBe('');
    });
  }
});

/**
 * Each route a coordinator writes, tried with another district's ids inside its
 * body or against another district's record (docs/security.md "Roles"): 422 for
 * an id inside a body, 404 for the record the write names, never through.
 */
describe("a coordinator's writes with another district's ids", () => {
  type Attempt = { path: string; body?: unknown; want: 404 | 422 };
  const attempts = new Map<string, () => Promise<Attempt>>();
  const theirs = async (extra: { is_head?: number } = {}) => {
    const { db } = api.server;
    const coordinatorDistrict = (
      await db
        .selectFrom('user_districts')
        .select('district_id')
        .orderBy('user_id', 'desc')
        .executeTakeFirstOrThrow()
    ).district_id;
    let query = db
      .selectFrom('members')
      .select(['id', 'relation_id', 'district_id'])
      .where('district_id', '<>', coordinatorDistrict);
    if (extra.is_head !== undefined) query = query.where('is_head', '=', extra.is_head);
    return query.orderBy('id').executeTakeFirstOrThrow();
  };
  const firstId = async (path: string) => (await api.get(path)).body.data[0].id as number;
  attempts.set('POST /api/frontend/members', async () => {
    const other = await theirs({ is_head: 0 });
    return {
      path: 'members',
      body: { ...(await memberForm(api.server.db, '9876500990')), id: other.id },
      want: 404,
    };
  });
  attempts.set('DELETE /api/frontend/members/{id}', async () => ({
    path: `members/${(await theirs()).id}`,
    want: 404,
  }));
  attempts.set('POST /api/frontend/committee/member/manage', async () => ({
    path: 'committee/member/manage',
    body: { committee_id: await firstId('committee/list'), member_id: (await theirs()).id },
    want: 422,
  }));
  attempts.set('POST /api/frontend/committee/member/remove', async () => ({
    path: 'committee/member/remove',
    body: { committee_id: await firstId('committee/list'), member_id: (await theirs()).id },
    want: 422,
  }));
  attempts.set('POST /api/frontend/donor/member/manage', async () => ({
    path: 'donor/member/manage',
    body: { donor_id: await firstId('donor/list'), member_id: (await theirs()).id },
    want: 422,
  }));
  attempts.set('DELETE /api/frontend/donor/member/remove/{id}', async () => {
    const entry = await api.send('POST', 'donor/member/manage', {
      donor_id: await firstId('donor/list'),
      member_id: (await theirs({ is_head: 1 })).id,
      position: 'Patron',
    });
    return { path: `donor/member/remove/${entry.body.data.id}`, want: 404 };
  });
  attempts.set('POST /api/frontend/notification', async () => ({
    path: 'notification',
    body: { title: 'T', description: 'D', filters: { district_id: (await theirs()).district_id } },
    want: 422,
  }));
  attempts.set('POST /api/frontend/notification/reach', async () => ({
    path: 'notification/reach',
    body: { filters: { district_id: (await theirs()).district_id } },
    want: 422,
  }));
  attempts.set('PUT /api/frontend/members/{id}/messaging', async () => ({
    path: `members/${(await theirs()).id}/messaging`,
    body: { whatsapp: 'in' },
    want: 404,
  }));
  attempts.set('PUT /api/frontend/members/{id}/kin', async () => ({
    path: `members/${(await theirs()).id}/kin`,
    body: { father_id: null, mother_id: null },
    want: 404,
  }));
  attempts.set('POST /api/frontend/members/{id}/marriages', async () => ({
    path: `members/${(await theirs()).id}/marriages`,
    body: { household: 'member', new_spouse: { first_name: 'A', mobile_no: '9876500991', sex: 0 } },
    want: 404,
  }));
  attempts.set('POST /api/frontend/marriages/{id}/end', async () => {
    const other = await theirs({ is_head: 1 });
    const marriage = await api.server.db
      .selectFrom('marriages')
      .select('id')
      .where('spouse_a_id', '=', other.id)
      .executeTakeFirstOrThrow();
    return { path: `marriages/${marriage.id}/end`, body: { ended_by: 'separation' }, want: 404 };
  });
  attempts.set('PUT /api/frontend/members/{id}/death', async () => ({
    path: `members/${(await theirs()).id}/death`,
    body: { died_on: '2026-01-01' },
    want: 404,
  }));
  attempts.set('POST /api/frontend/change-requests/{id}/decide', async () => {
    const other = await theirs();
    const { id } = await api.server.db
      .insertInto('change_requests')
      .values({
        family_id: 1,
        member_id: other.id,
        kind: 'edit',
        proposer_name: 'A member',
        district_id: other.district_id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const field = await api.server.db
      .insertInto('change_request_fields')
      .values({ request_id: id, field: 'blood_group', proposed_value: 'B+' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      path: `change-requests/${id}/decide`,
      body: { fields: [{ id: field.id, decision: 'accepted' }] },
      want: 404,
    };
  });
  attempts.set('POST /api/frontend/verification-campaigns', async () => ({
    path: 'verification-campaigns',
    body: { name: 'Theirs', district_id: (await theirs()).district_id },
    want: 422,
  }));
  // A resend reaches the sender's own districts whatever the filters said: its path
  // names a notification, which belongs to no district.
  const EVERY_DISTRICT = new Set(['POST /api/frontend/notification/resend/{id}']);

  it('has an attempt for every route a coordinator writes', () => {
    for (const route of COORDINATOR_WRITES)
      expect(attempts.has(route) || EVERY_DISTRICT.has(route), route).toBe(true);
  });

  it('refuses every attempt: 422 for an id inside a body, 404 for the record named', async () => {
    // The matrix above signed its coordinator out: a new one of the same district.
    const { district_id } = await api.server.db
      .selectFrom('user_districts')
      .select('district_id')
      .orderBy('user_id', 'desc')
      .executeTakeFirstOrThrow();
    const session = await accountWithRole(api.server, 'coordinator', [district_id]);
    const wrong: string[] = [];
    for (const [route, attempt] of attempts) {
      const { path, body, want } = await attempt();
      const method = route.split(' ')[0] as 'POST' | 'DELETE';
      const response = await api.server.app.inject({
        method,
        url: `/api/frontend/${path}`,
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf },
        ...(body ? { payload: body as object } : {}),
      });
      if (response.statusCode !== want)
        wrong.push(`${route}: ${response.statusCode}, expected ${want}`);
    }
    expect(wrong.join('\n')).toBe('');
  });
});
