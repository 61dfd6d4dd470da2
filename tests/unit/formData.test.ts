import type { RaRecord } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { ResourceEndpoints } from '../../src/providers/endpoints';
import { toFormData } from '../../src/providers/formData';
import { createHttpClient } from '../../src/providers/http';
import { API, recordingServer } from './recorder';

describe('the multipart body builder', () => {
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' });

  it('sends files, JSON-encoded fields, flags as 1/0 and text, only the fields named', () => {
    const form = toFormData(
      {
        name: 'Rushi Patel',
        mobile_no: null,
        status: true,
        logo_file: photo,
        logo: 'business/old.png',
        members: [{ member_id: 4 }, { name: 'Dev', mobile_no: '9876543210' }],
        secret: 'not sent',
      },
      ['name', 'mobile_no', 'city', 'status', 'logo', 'members'],
      { files: { logo: 'logo_file' }, json: ['members'] },
    );
    expect([...form.keys()]).toEqual(['name', 'mobile_no', 'city', 'status', 'logo', 'members']);
    expect(form.get('name')).toBe('Rushi Patel');
    expect(form.get('mobile_no')).toBe('');
    expect(form.get('city')).toBe('');
    expect(form.get('status')).toBe('1');
    expect((form.get('logo') as File).name).toBe('face.jpg');
    expect(JSON.parse(form.get('members') as string)).toEqual([
      { member_id: 4 },
      { name: 'Dev', mobile_no: '9876543210' },
    ]);
  });

  it('sends no file and no JSON field the values do not hold', () => {
    const form = toFormData({ name: 'Melo', logo: 'stored.png' }, ['name', 'logo', 'members'], {
      files: { logo: 'logo_file' },
      json: ['members'],
    });
    expect([...form.keys()]).toEqual(['name']);
  });
});

describe('an upload through the endpoint table', () => {
  const recorder = recordingServer();
  beforeAll(() => recorder.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => recorder.reset());
  afterAll(() => recorder.server.close());
  const table: Record<string, ResourceEndpoints> = {
    gallery: {
      create: {
        method: 'post',
        path: 'gallery',
        body: ['name', 'image'],
        multipart: { files: { image: 'image_file' } },
      },
      update: {
        method: 'put',
        path: (id) => `gallery/${id}`,
        methodOverride: 'PUT',
        body: ['name', 'image'],
        multipart: { files: { image: 'image_file' } },
      },
    },
  };
  const dataProvider = createDataProvider(createHttpClient(`${API}/api/frontend`), table);
  const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diwali.png', {
    type: 'image/png',
  });

  it('adds with POST multipart, the chosen file under the wire name', async () => {
    await dataProvider.create('gallery', { data: { name: 'Diwali', image_file: image } });
    const call = recorder.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/api/frontend/gallery' });
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toMatch(/name="name"\r\n\r\nDiwali/);
    expect(call.body).toMatch(/name="image"; filename=.*\r\nContent-Type: image\/png/);
  });

  it('edits with POST …?_method=PUT (docs/product.md §7 Gallery), multipart', async () => {
    await dataProvider.update<RaRecord>('gallery', {
      id: 5,
      data: { id: 5, name: 'Navratri', image: 'gallery/old.png', image_file: image },
      previousData: { id: 5 },
    });
    const call = recorder.calls[0]!;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/frontend/gallery/5',
      query: { _method: 'PUT' },
    });
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(call.body).toMatch(/name="name"\r\n\r\nNavratri/);
    expect(call.body).not.toMatch(/gallery\/old\.png/);
  });
});
