import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();

const { get, send } = api;

describe('Contacts', () => {
  it("lists newest first with the member's photo, names and mobile", async () => {
    const { status, body } = await get('contacts');
    expect(status).toBe(200);
    const count = (await api.server.db.selectFrom('contacts').select('id').execute()).length;
    expect(body.total).toBe(count);
    const first = body.data[0];
    expect(first).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.any(String),
        member: expect.objectContaining({
          first_name: expect.any(String),
          mobile_no: expect.any(String),
        }),
      }),
    );
    expect(first.member).toHaveProperty('photo');
    const stamps = body.data.map((c: { created_at: string }) => c.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('searches titles, descriptions and member names, and pages', async () => {
    const found = await get('contacts?search=blood');
    expect(found.body.data.map((c: { title: string }) => c.title)).toEqual(['Blood requirement']);
    const page = await get('contacts?itemsPerPage=3&page=2');
    expect(page.body.data).toHaveLength(3);
  });

  it('removes a contact; an unknown one is 404', async () => {
    const [contact] = (await get('contacts')).body.data;
    const removed = await send('DELETE', `contacts/${contact.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Contact removed.');
    expect((await send('DELETE', `contacts/${contact.id}`)).status).toBe(404);
    const member = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', contact.member.id)
      .execute();
    expect(member).toHaveLength(1);
  });

  it('needs a signed-in administrator', async () => {
    expect(
      (await api.server.app.inject({ method: 'GET', url: '/api/frontend/contacts' })).statusCode,
    ).toBe(401);
    expect(
      (await api.server.app.inject({ method: 'DELETE', url: '/api/frontend/contacts/1' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('Admins', () => {
  const memberNotAdmin = async () =>
    api.server.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('id', 'not in', api.server.db.selectFrom('admins').select('member_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it("lists admins with the member's names, and searches them", async () => {
    const { body } = await get('admin/list');
    const count = (await api.server.db.selectFrom('admins').select('id').execute()).length;
    expect(body.total).toBe(count);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        member_id: expect.any(Number),
        member: expect.objectContaining({ first_name: expect.any(String) }),
      }),
    );
    const name = body.data[0].member.first_name as string;
    const found = await get(`admin/list?search=${encodeURIComponent(name)}`);
    expect(found.body.data.map((a: { id: number }) => a.id)).toContain(body.data[0].id);
  });

  it('adds a member once; a second add is 409', async () => {
    const member = await memberNotAdmin();
    const added = await send('POST', 'admin/add', { member_id: member.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Admin added.',
      data: { member_id: member.id, member: { first_name: member.first_name } },
    });
    const again = await send('POST', 'admin/add', { member_id: member.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This member is already an admin.');
  });

  it('refuses a missing or unknown member with a message under member_id', async () => {
    const missing = await send('POST', 'admin/add', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.member_id[0]).toBe('Choose a member.');
    const unknown = await send('POST', 'admin/add', { member_id: 9_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.member_id[0]).toBe('The selected member does not exist.');
  });

  it('edits an admin to another member, not to one who is already an admin', async () => {
    const { body } = await get('admin/list?itemsPerPage=-1');
    const [a, b] = body.data;
    const member = await memberNotAdmin();
    const edited = await send('PUT', `admin/edit/${a.id}`, { member_id: member.id });
    expect(edited.status).toBe(200);
    expect(edited.body.data.member_id).toBe(member.id);
    expect((await send('PUT', `admin/edit/${a.id}`, { member_id: member.id })).status).toBe(200);
    expect((await send('PUT', `admin/edit/${a.id}`, { member_id: b.member_id })).status).toBe(409);
    expect((await send('PUT', 'admin/edit/999999', { member_id: member.id })).status).toBe(404);
  });

  it('removes an admin, keeping the member', async () => {
    const [admin] = (await get('admin/list')).body.data;
    expect((await send('DELETE', `admin/${admin.id}`)).body.message).toBe('Admin removed.');
    expect((await send('DELETE', `admin/${admin.id}`)).status).toBe(404);
    expect(
      await api.server.db
        .selectFrom('members')
        .select('id')
        .where('id', '=', admin.member_id)
        .execute(),
    ).toHaveLength(1);
  });

  it('needs a signed-in administrator', async () => {
    for (const [method, url] of [
      ['GET', 'admin/list'],
      ['POST', 'admin/add'],
      ['PUT', 'admin/edit/1'],
      ['DELETE', 'admin/1'],
    ] as const) {
      expect(
        (await api.server.app.inject({ method, url: `/api/frontend/${url}` })).statusCode,
      ).toBe(401);
    }
  });
});
