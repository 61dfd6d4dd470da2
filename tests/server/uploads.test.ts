import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer({ registrationsPerHour: 100 });
const newMobile = mobiles(51000);
const form = (extra: Record<string, unknown> = {}) => memberForm(api.server.db, newMobile(), extra);
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
const photo = async () => ({ bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' });

const raw = (path: string, contentType: string, payload: string | Buffer, signedIn = true) =>
  api.server.app.inject({
    method: 'POST',
    url: `/api/frontend/${path}`,
    headers: {
      'content-type': contentType,
      ...(signedIn ? { cookie: api.session.cookie, 'x-xsrf-token': api.session.xsrf } : {}),
    },
    payload,
  });

/** Member form fields and files as one multipart request, as a browser's FormData sends it. */
const sendForm = async (fields: Record<string, unknown>, files: [string, string][]) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  const bytes = await jpeg();
  for (const [field, name] of files)
    body.append(field, new Blob([bytes], { type: 'image/jpeg' }), name);
  const request = new Request('http://x', { method: 'POST', body });
  return raw(
    'members',
    request.headers.get('content-type')!,
    Buffer.from(await request.arrayBuffer()),
  );
};
const saveMember = async (fields: Record<string, unknown>, withPhoto = true) =>
  postMultipart(
    api.server.app,
    'members',
    fields,
    withPhoto ? await photo() : undefined,
    api.session,
  );
const memberCount = async () => {
  const row = await api.server.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const part = (name: string, value: string) =>
  `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe.each([
  ['members', true],
  ['member/register', false],
])('malformed uploads to POST /%s', (path, signedIn) => {
  const kinds: [string, string, string | Buffer, string?][] = [
    ['no boundary', 'multipart/form-data', part('first_name', 'A') + '--XyZ--\r\n'],
    ['an empty boundary', 'multipart/form-data; boundary=', part('first_name', 'A')],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=Other',
      part('first_name', 'A') + '--XyZ--',
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=XyZ',
      `${part('first_name', 'A')}--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
    ],
    [
      'garbage',
      'multipart/form-data; boundary=XyZ',
      Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3]),
    ],
    [
      'a bad part header',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nnonsense\r\n\r\nx\r\n--XyZ--\r\n',
    ],
    [
      'deeply nested JSON in a multipart field',
      'multipart/form-data; boundary=XyZ',
      `${part('family', deep(50_000))}${part('settings', deep(50_000))}--XyZ--\r\n`,
      'family',
    ],
    [
      'deeply nested JSON as the body',
      'application/json',
      JSON.stringify({ first_name: 'A', family: deep(50_000), settings: deep(50_000) }),
      'family',
    ],
    ['a JSON body nested deep itself', 'application/json', `{"family":${deep(20_000)}}`, 'family'],
  ];

  it.each(kinds)(
    '%s: a 4xx with a message, nothing written',
    async (_kind, type, payload, field) => {
      const before = await memberCount();
      const response = await raw(path, type, payload, signedIn);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
      if (field && path === 'members')
        expect(Object.keys(response.json().errors).some((k) => k.startsWith(field))).toBe(true);
      expect(await memberCount()).toBe(before);
    },
  );
});

describe('member photos through the pipeline', () => {
  const count = async () => {
    const dir = join(api.server.storageDir, 'members');
    try {
      return readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length;
    } catch {
      return 0;
    }
  };

  it('stores a display copy and a thumbnail; the list shows the thumbnail', async () => {
    const before = await count();
    const fields = await form();
    const saved = await saveMember(fields);
    expect(saved.status).toBe(201);
    expect(saved.body.data.photo).toMatch(/^members\/[0-9a-f-]{36}\.jpg$/);
    expect(await count()).toBe(before + 2);
    const listed = await api.get(`members/list?search=${fields.mobile_no}`);
    expect(listed.body.data[0].thumb).toBe(
      saved.body.data.photo.replace('members/', 'members/thumb/'),
    );
    const thumb = await api.server.app.inject({
      url: `/storage/${listed.body.data[0].thumb}`,
      headers: { cookie: api.session.cookie },
    });
    expect(thumb.statusCode).toBe(200);
  });

  it('leaves nothing on disk after a refused or rolled-back write', async () => {
    const before = await count();
    const refused = await saveMember(await form({ mobile_no: '12345' }));
    expect(refused.status).toBe(422);
    const taken = (await form()).mobile_no;
    await saveMember(await form({ mobile_no: taken }), false);
    const duplicate = await saveMember(await form({ mobile_no: taken }));
    expect(duplicate.status).toBe(409);
    const family = await saveMember(
      await form({ family: JSON.stringify([{ id: 99_999_999, relation_id: 2 }]) }),
    );
    expect(family.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('replacing a photo removes the old one and its thumbnail once saved', async () => {
    const fields = await form();
    const first = await saveMember(fields);
    const before = await count();
    const second = await saveMember({ ...fields, id: first.body.data.id });
    expect(second.status).toBe(200);
    expect(second.body.data.photo).not.toBe(first.body.data.photo);
    expect(await count()).toBe(before);
    const old = await api.server.app.inject({
      url: `/storage/${first.body.data.photo}`,
      headers: { cookie: api.session.cookie },
    });
    expect(old.statusCode).toBe(404);
  });

  it('refuses a second file on the photo field, and never reads files it does not expect', async () => {
    const twice = await sendForm(await form(), [
      ['photo', 'a.jpg'],
      ['photo', 'b.jpg'],
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.photo).toBeDefined();

    const before = await count();
    const ignored = await sendForm(await form(), [['avatar', 'a.jpg']]);
    expect(ignored.statusCode).toBe(201);
    expect(ignored.json().data.photo).toBeNull();
    expect(await count()).toBe(before);
  });

  it('a multipart form to an address that takes JSON is refused with 415', async () => {
    const response = await raw(
      'committee/add',
      'multipart/form-data; boundary=XyZ',
      `${part('name', 'Youth')}--XyZ--\r\n`,
    );
    expect(response.statusCode).toBe(415);
  });
});
