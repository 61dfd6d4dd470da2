import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/http';
import { API, recordingServer } from './recorder';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => recorder.reset());
afterAll(() => recorder.server.close());

const user = { data: { id: 1, name: 'Demo Administrator', email: 'admin@example.com', type: 0 } };
const signedIn = () =>
  recorder.answer((call) => (call.path === '/api/frontend/user' ? user : { message: 'ok' }));
const signedOut = () =>
  recorder.answer(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));

const make = () =>
  createAuthProvider(createHttpClient(`${API}/api/frontend`), createHttpClient(`${API}/auth`));
const paths = () => recorder.calls.map((c) => `${c.method} ${c.path}`);

describe('authProvider', () => {
  it('login POSTs email and password to /auth/login, outside the API prefix, then reads the user', async () => {
    signedIn();
    const auth = make();
    await auth.login({ email: 'admin@example.com', password: 'secret' });
    expect(recorder.calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'admin@example.com', password: 'secret' },
    });
    expect(paths()).toEqual(['POST /auth/login', 'GET /api/frontend/user']);
  });

  it('login rejects with the field errors of a 422', async () => {
    recorder.answer(() =>
      HttpResponse.json(
        {
          message: 'The email or password is incorrect.',
          errors: { password: ['The email or password is incorrect.'] },
        },
        { status: 422 },
      ),
    );
    await expect(make().login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { password: { message: 'The email or password is incorrect.' } } },
    });
  });

  it('checkAuth asks GET /user once and remembers the answer', async () => {
    signedIn();
    const auth = make();
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'Demo Administrator' });
    expect(paths()).toEqual(['GET /api/frontend/user']);
  });

  it("takes index.html's early session check instead of asking again, once", async () => {
    signedIn();
    window.__sessionCheck = Promise.resolve({ data: { ...user.data, role: 'viewer' } });
    const auth = make();
    await Promise.all([auth.checkAuth({}), auth.getIdentity!()]);
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'Demo Administrator' });
    expect(await auth.canAccess!({ action: 'create', resource: 'members' })).toBe(false);
    expect(recorder.calls).toHaveLength(0);
    expect(window.__sessionCheck).toBeUndefined();
  });

  it('asks GET /user when the early check found no session, so a 401 signs out as before', async () => {
    signedOut();
    window.__sessionCheck = Promise.resolve(null);
    await expect(make().checkAuth({})).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual(['GET /api/frontend/user']);
  });

  it('signedInEarly reads the early check without asking the server, signed in or not', async () => {
    signedOut();
    window.__sessionCheck = Promise.resolve({ data: user.data });
    expect(await make().signedInEarly()).toBe(true);
    window.__sessionCheck = Promise.resolve(null);
    expect(await make().signedInEarly()).toBe(false);
    expect(await make().signedInEarly()).toBe(false); // no early check started
    expect(recorder.calls).toHaveLength(0);
  });

  it('checks made at the same time share one GET /user', async () => {
    signedIn();
    const auth = make();
    await Promise.all([
      auth.checkAuth({}),
      auth.getIdentity!(),
      auth.canAccess!({ action: 'list', resource: 'members' }),
    ]);
    expect(paths()).toEqual(['GET /api/frontend/user']);
  });

  it('canAccess follows the role /user tells, and allows everything when it tells none', async () => {
    recorder.answer(() => ({
      data: { ...user.data, role: 'viewer', districts: null },
    }));
    const viewer = make();
    expect(await viewer.canAccess!({ action: 'list', resource: 'members' })).toBe(true);
    expect(await viewer.canAccess!({ action: 'create', resource: 'members' })).toBe(false);
    expect(await viewer.getIdentity!()).toMatchObject({ role: 'viewer' });
    signedIn();
    expect(await make().canAccess!({ action: 'delete', resource: 'district' })).toBe(true);
  });

  it('checkAuth rejects a guest (401), and when the user has no name or email', async () => {
    signedOut();
    await expect(make().checkAuth({})).rejects.toMatchObject({ status: 401 });
    recorder.answer(() => ({ data: { name: '', email: 'a@b.c' } }));
    await expect(make().checkAuth({})).rejects.toThrow();
  });

  it('checkError signs out on 401 only', async () => {
    signedIn();
    const auth = make();
    await auth.checkAuth({});
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ status: 401 });
    signedOut();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('logout POSTs /auth/logout and forgets the user; a guest logout sends nothing', async () => {
    signedIn();
    const auth = make();
    await auth.checkAuth({});
    await auth.logout({});
    expect(paths()).toEqual(['GET /api/frontend/user', 'POST /auth/logout']);
    recorder.reset();
    await auth.logout({});
    expect(recorder.calls).toHaveLength(0);
  });

  it('signing out everywhere POSTs /auth/logout-everywhere', async () => {
    signedIn();
    const auth = make();
    await auth.checkAuth({});
    await auth.logout({ everywhere: true });
    expect(paths()).toEqual(['GET /api/frontend/user', 'POST /auth/logout-everywhere']);
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    signedIn();
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    await make().login({ email: 'admin@example.com', password: 'secret' });
    expect(recorder.calls[0]!.headers.get('x-xsrf-token')).toBe('token-123');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
