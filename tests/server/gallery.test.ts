import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thumbPath } from '../../server/uploads/images.js';
import { signedInServer } from './helpers.js';
import { png, postFiles, type Photo } from './member-fixtures.js';

const api = signedInServer();
const { get, send } = api;

const stored = (path: string) => existsSync(join(api.server.storageDir, path));
const picture = (name = 'photo.png'): Photo => ({ bytes: png(), name, type: 'image/png' });
const post = (path: string, fields: Record<string, unknown>, files: Record<string, Photo> = {}) =>
  postFiles(api.server.app, path, fields, files, api.session);
const count = async (table: 'galleries' | 'gallery_images') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A phone photo: 1200 × 600 with EXIF orientation 6 (turn a quarter) and a GPS position. */
const phonePhoto = async (): Promise<Photo> => ({
  bytes: await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#884422' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 35/1 0/1' } })
    .toBuffer(),
  name: 'IMG_0001.jpg',
  type: 'image/jpeg',
});

describe('galleries', () => {
  it('lists the seeded galleries, newest first, with covers, thumbnails and image counts', async () => {
    const all = await get('gallery');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((g: { status: boolean }) => g.status)).toEqual([false, true, true]);
    for (const g of all.body.data) {
      expect(g.thumb).toBe(thumbPath(g.image));
      expect(g.images_count).toBe(12);
      expect(stored(g.image) && stored(g.thumb)).toBe(true);
    }
    expect(
      (await get('gallery?search=lagna')).body.data.map((g: { name: string }) => g.name),
    ).toEqual(['Samuh Lagna 2024']);
    expect((await get('gallery?page=2&itemsPerPage=2')).body.data).toHaveLength(1);
  });

  it('adds with a cover, edits through POST ?_method=PUT, switches status, deletes with its files', async () => {
    const noCover = await post('gallery', { name: 'Diwali 2026' });
    expect([noCover.status, noCover.body.errors.image]).toEqual([422, ['Choose a cover image.']]);
    const noName = await post('gallery', { name: ' ' }, { image: picture() });
    expect(noName.body.errors.name).toEqual(['The name is required.']);

    const added = await post('gallery', { name: 'Diwali 2026' }, { image: picture() });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Gallery added.',
      data: { name: 'Diwali 2026', status: true, images_count: 0 },
    });
    const { id, image: firstCover } = added.body.data;

    // Renamed, the cover kept; then a new cover, the old one's files removed.
    const renamed = await post(`gallery/${id}?_method=PUT`, { name: 'Diwali 2026 (Samaj Bhavan)' });
    expect(renamed.body).toMatchObject({
      message: 'Gallery updated.',
      data: { name: 'Diwali 2026 (Samaj Bhavan)', image: firstCover },
    });
    const recovered = await post(
      `gallery/${id}?_method=PUT`,
      { name: 'Diwali 2026' },
      { image: picture() },
    );
    expect(recovered.body.data.image).not.toBe(firstCover);
    expect([stored(firstCover), stored(thumbPath(firstCover))]).toEqual([false, false]);
    expect((await post(`gallery/${id}`, { name: 'No override' })).status).toBe(422);
    expect((await post('gallery/999999?_method=PUT', { name: 'X' })).status).toBe(404);

    const hidden = await send('PUT', `gallery/${id}`, { status: false });
    expect(hidden.body).toMatchObject({ message: 'Gallery is hidden.', data: { status: false } });
    const shown = await send('PUT', `gallery/${id}`, { status: 1 });
    expect(shown.body).toMatchObject({ message: 'Gallery is shown.', data: { status: true } });

    const uploaded = await post('gallery/image', { gallery_id: id }, { image: picture() });
    const imageFile = uploaded.body.data.image as string;
    const cover = recovered.body.data.image as string;
    const removed = await send('DELETE', `gallery/${id}`);
    expect(removed.body).toMatchObject({ message: 'Gallery removed.', data: { images_count: 1 } });
    for (const path of [cover, thumbPath(cover), imageFile, thumbPath(imageFile)])
      expect(stored(path), path).toBe(false);
    expect((await get(`gallery/images?gallery_id=${id}`)).status).toBe(404);
    expect((await send('DELETE', `gallery/${id}`)).status).toBe(404);
  });
});

describe('gallery images', () => {
  it('pages a gallery’s images with their thumbnails and the gallery’s name', async () => {
    const [gallery] = (await get('gallery?search=navratri')).body.data;
    const page = await get(`gallery/images?gallery_id=${gallery.id}&itemsPerPage=5&page=3`);
    expect(page.body).toMatchObject({
      total: 12,
      gallery: { id: gallery.id, name: 'Navratri 2025' },
    });
    expect(page.body.data).toHaveLength(2);
    for (const image of page.body.data) expect(image.thumb).toBe(thumbPath(image.image));
    expect((await get('gallery/images')).status).toBe(422);
  });

  it('stores a phone photo upright, without its metadata, with a smaller thumbnail', async () => {
    const [gallery] = (await get('gallery?search=navratri')).body.data;
    const added = await post(
      'gallery/image',
      { gallery_id: gallery.id },
      { image: await phonePhoto() },
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Image added.');
    const { image, thumb } = added.body.data as { image: string; thumb: string };
    const display = await sharp(join(api.server.storageDir, image)).metadata();
    const small = await sharp(join(api.server.storageDir, thumb)).metadata();
    // Turned upright: the 1200 × 600 picture stands 600 wide and 1200 high.
    expect([display.width, display.height]).toEqual([600, 1200]);
    expect(display.orientation ?? 1).toBe(1);
    expect(display.exif).toBeUndefined();
    expect(Math.max(small.width!, small.height!)).toBeLessThan(
      Math.max(display.width!, display.height!),
    );
  });

  it('refuses what is not an image, too large, or for no gallery, storing nothing', async () => {
    const [gallery] = (await get('gallery?search=navratri')).body.data;
    const before = await count('gallery_images');
    const text = await post(
      'gallery/image',
      { gallery_id: gallery.id },
      { image: { bytes: Buffer.from('not a picture'), name: 'fake.jpg', type: 'image/jpeg' } },
    );
    expect([text.status, text.body.errors.image]).toEqual([
      415,
      ['The file must be an image (JPEG, PNG, WebP or GIF).'],
    ]);
    const large = await post(
      'gallery/image',
      { gallery_id: gallery.id },
      { image: { bytes: Buffer.alloc(6 * 1024 * 1024, 7), name: 'big.jpg', type: 'image/jpeg' } },
    );
    expect(large.status).toBe(413);
    expect((await post('gallery/image', { gallery_id: gallery.id })).body.errors.image).toEqual([
      'Choose an image.',
    ]);
    expect((await post('gallery/image', { gallery_id: 999999 }, { image: picture() })).status).toBe(
      404,
    );
    expect((await post('gallery/image', {}, { image: picture() })).status).toBe(422);
    expect(await count('gallery_images')).toBe(before);
  });

  it('switches an image’s status and deletes it with its files', async () => {
    const [gallery] = (await get('gallery?search=navratri')).body.data;
    const added = await post('gallery/image', { gallery_id: gallery.id }, { image: picture() });
    const { id, image } = added.body.data;
    const hidden = await send('PUT', `gallery/image/${id}`, { status: false });
    expect(hidden.body).toMatchObject({ message: 'Image is hidden.', data: { status: false } });
    expect((await send('PUT', `gallery/image/${id}`, { status: 'maybe' })).status).toBe(422);
    const removed = await send('DELETE', `gallery/image/${id}`);
    expect(removed.body.message).toBe('Image removed.');
    expect([stored(image), stored(thumbPath(image))]).toEqual([false, false]);
    expect((await send('DELETE', `gallery/image/${id}`)).status).toBe(404);
    expect((await send('PUT', `gallery/image/${id}`, { status: true })).status).toBe(404);
  });

  it('answers 401 signed out and never 500 to malformed input', async () => {
    for (const url of ['/api/frontend/gallery', '/api/frontend/gallery/images?gallery_id=1'])
      expect((await api.server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const odd = [
      await send('PUT', 'gallery/abc', { status: true }),
      await send('POST', 'gallery', { name: 'JSON only' }),
      await send('POST', 'gallery/image', { gallery_id: 1 }),
      await send('DELETE', 'gallery/image/0'),
      await get('gallery/images?gallery_id=1&page=x'),
    ];
    for (const answer of odd) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
