import { describe, expect, it } from 'vitest';
import { apiGet, signedInServer } from './helpers.js';

const api = signedInServer();
const { get, send } = api;

/** Follows a sign-in link as its person would: whose it is, then a password. */
async function useLink(path: string, password = 'a-new-password-26') {
  const token = path.replace('/welcome/', '');
  const whose = await api.server.app.inject({ url: `/auth/link/${token}` });
  const set = await api.server.app.inject({
    method: 'POST',
    url: `/auth/link/${token}`,
    payload: { password },
  });
  const cookie = (name: string) => set.cookies.find((c) => c.name === name)?.value ?? '';
  return {
    whose,
    set,
    session: {
      cookie: `fd_session=${cookie('fd_session')}; XSRF-TOKEN=${cookie('XSRF-TOKEN')}`,
      xsrf: cookie('XSRF-TOKEN'),
    },
  };
}

const districtId = async () =>
  (await api.server.db.selectFrom('districts').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;

describe('accounts', () => {
  it('gives a coordinator an account whose one-time link sets a password and signs in', async () => {
    const district = await districtId();
    const added = await send('POST', 'accounts', {
      name: 'Patan Coordinator',
      email: 'Patan@Example.org',
      role: 'coordinator',
      districts: [district],
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      email: 'patan@example.org',
      role: 'coordinator',
      state: 'invited',
      districts: [{ id: district }],
    });
    expect(added.body.data.link.path).toMatch(/^\/welcome\/[\w-]{40,}$/);
    expect(added.body.data.link.mailed).toBe('off');
    // No password yet: signing in is refused.
    const early = await api.server.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'patan@example.org', password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(422);

    const { whose, set, session } = await useLink(added.body.data.link.path);
    expect(whose.json().data).toEqual({ name: 'Patan Coordinator', email: 'patan@example.org' });
    expect(set.statusCode).toBe(200);
    expect(set.json().code).toBe('password_set');
    const user = await apiGet(api.server.app, session, 'user');
    expect(user.json().data).toMatchObject({ role: 'coordinator', districts: [district] });
    // Used up: the same link again is not valid.
    const again = await useLink(added.body.data.link.path);
    expect(again.whose.statusCode).toBe(404);
    expect(again.set.json().code).toBe('link_invalid');
    expect((await get(`accounts?search=patan`)).body.data[0].state).toBe('active');

    const log = await get(`audit/list?resource=users&record_id=${added.body.data.id}`);
    // Added, then its password set through the link; the failed sign-in before it too.
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual([
      'create',
      'link_used',
      'login_failed',
    ]);
  });

  it('refuses a coordinator without districts and an email already taken, under the fields', async () => {
    const none = await send('POST', 'accounts', {
      name: 'No Districts',
      email: 'nodistricts@example.org',
      role: 'coordinator',
      districts: [],
    });
    expect(none.status).toBe(422);
    expect(none.body.error_codes.districts.code).toBe('districts_required');
    const taken = await send('POST', 'accounts', {
      name: 'Again',
      email: 'admin@example.com',
      role: 'viewer',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBeDefined();
  });

  it('a new link ends the old one; disabling ends the sessions; enabling lets it sign in again', async () => {
    const added = await send('POST', 'accounts', {
      name: 'Trustee',
      email: 'trustee@example.org',
      role: 'viewer',
    });
    const id = added.body.data.id as number;
    const renewed = await send('POST', `accounts/${id}/link`);
    expect(renewed.body.code).toBe('link_issued');
    expect((await useLink(added.body.data.link.path)).whose.statusCode).toBe(404);
    const { session } = await useLink(renewed.body.data.link.path);
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(200);

    const disabled = await send('POST', `accounts/${id}/disable`);
    expect(disabled.body.data.state).toBe('disabled');
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(401);
    const link = await send('POST', `accounts/${id}/link`);
    expect((await useLink(link.body.data.link.path)).whose.statusCode).toBe(404);
    expect((await send('POST', `accounts/${id}/enable`)).body.data.state).toBe('active');
    const log = await get(`audit/list?resource=users&record_id=${id}&itemsPerPage=-1`);
    const actions = log.body.data.map((e: { action: string }) => e.action);
    for (const action of ['create', 'link', 'link_used', 'disable', 'enable'])
      expect(actions).toContain(action);
  });

  it('never leaves the directory without an administrator, nor disables itself', async () => {
    const me = (await get('user')).body.data.id as number;
    expect((await send('POST', `accounts/${me}/disable`)).body.code).toBe('not_yourself');
    const demoted = await send('PUT', `accounts/${me}`, {
      name: 'Demo Administrator',
      role: 'viewer',
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body.code).toBe('last_administrator');
    expect((await get('user')).body.data.role).toBe('administrator');
  });

  it('is for administrators only, reading included', async () => {
    const added = await send('POST', 'accounts', {
      name: 'Viewer Two',
      email: 'viewer2@example.org',
      role: 'viewer',
    });
    const { session } = await useLink(added.body.data.link.path);
    const list = await apiGet(api.server.app, session, 'accounts');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('not_allowed');
  });
});
