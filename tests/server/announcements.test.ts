import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();
const { get, send } = api;

describe('announcements', () => {
  it('lists the seeded ones newest first, searches and pages', async () => {
    const all = await get('announcements?itemsPerPage=-1');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    const found = await get('announcements?search=scholarship');
    expect(found.body.data.map((a: { title: string }) => a.title)).toEqual([
      'Scholarship forms open',
    ]);
    const page = await get('announcements?itemsPerPage=1&page=2');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBe(3);
  });

  it('adds, edits, makes live and off, and removes, each once in the audit log', async () => {
    const added = await send('POST', 'announcements', {
      title: 'Diwali sneh milan',
      body: 'At 7 p.m.',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Diwali sneh milan', status: false });
    const id = added.body.data.id as number;
    const edited = await send('PUT', `announcements/${id}`, {
      title: 'Diwali sneh milan',
      body: 'At 8 p.m.',
    });
    expect(edited.body.data.body).toBe('At 8 p.m.');
    const live = await send('PUT', `announcements/status/${id}`, { status: true });
    expect(live.body.data.status).toBe(true);
    expect(
      (await send('PUT', `announcements/status/${id}`, { status: false })).body.data.status,
    ).toBe(false);
    expect((await send('DELETE', `announcements/${id}`)).status).toBe(200);
    expect((await send('DELETE', `announcements/${id}`)).status).toBe(404);
    const log = await get(`audit/list?resource=announcements&record_id=${id}&itemsPerPage=-1`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(
      ['create', 'delete', 'live', 'off', 'update'].sort(),
    );
  });

  it('refuses a blank title or text with a message under the field, writing nothing', async () => {
    const refused = await send('POST', 'announcements', { title: '  ', body: '' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['body', 'title']);
    expect((await get('announcements')).body.total).toBe(3);
  });
});
