import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/errors.js';
import { processImage, storeImage, thumbPath, withUploads } from '../../server/uploads/images.js';
import { UploadedFile } from '../../shared/contract/upload.js';

const file = (buffer: Buffer) => new UploadedFile('photo', buffer, 'upload');

/** A JPEG 40 wide and 20 high that says (EXIF orientation 6) it must be turned a quarter, with a GPS position. */
const rotatedJpegWithGps = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 35/1 0/1' },
    })
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header claims 20,000 × 20,000 pixels in a few bytes: a decompression bomb. */
const pixelBomb = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
};

describe('the image pipeline', () => {
  it('applies the EXIF orientation and strips every piece of metadata, GPS included', async () => {
    const input = await rotatedJpegWithGps();
    const before = await sharp(input).metadata();
    expect([before.orientation, !!before.exif, input.includes('Phone')]).toEqual([6, true, true]);
    const { display, ext } = await processImage(file(input));
    const meta = await sharp(display).metadata();
    expect(ext).toBe('jpg');
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(display.includes('Phone')).toBe(false);
  });

  it('bounds the display copy and makes a smaller thumbnail', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const { display, thumb, ext } = await processImage(file(big));
    expect(ext).toBe('png');
    const [d, t] = await Promise.all([sharp(display).metadata(), sharp(thumb).metadata()]);
    expect([d.width, d.height]).toEqual([1600, 800]);
    expect([t.width, t.height]).toEqual([320, 160]);
    expect(thumb.length).toBeLessThan(display.length);
  });

  it('refuses a decompression bomb from its header, under the field, with 422', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200);
    const error = await failure(processImage(file(bomb)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.errors?.photo?.[0]).toMatch(/too large .*megapixels/);
  });

  it('refuses a text file, whatever its name says, with 415', async () => {
    const error = await failure(processImage(file(Buffer.from('<script>alert(1)</script>'))));
    expect(error.status).toBe(415);
    expect(error.errors?.photo).toBeDefined();
  });

  it('stores the copy and its thumbnail under random names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-images-'));
    const input = await rotatedJpegWithGps();
    const [a, b] = await Promise.all([
      storeImage(dir, 'members', file(input)),
      storeImage(dir, 'members', file(input)),
    ]);
    expect(a).toMatch(/^members\/[0-9a-f-]{36}\.jpg$/);
    expect(a).not.toBe(b);
    expect(thumbPath(a)).toBe(a.replace('members/', 'members/thumb/'));
    expect(readdirSync(join(dir, 'members', 'thumb'))).toHaveLength(2);
  });

  it('removes what a failed write stored, and what a successful one replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-images-'));
    const input = await rotatedJpegWithGps();
    const files = () => [
      ...readdirSync(join(dir, 'members')).filter((f) => f !== 'thumb'),
      ...readdirSync(join(dir, 'members', 'thumb')),
    ];
    const old = await storeImage(dir, 'members', file(input));
    await expect(
      withUploads(dir, async (uploads) => {
        await uploads.store('members', file(input));
        uploads.removeAfter(old);
        throw new Error('the transaction rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(files()).toHaveLength(2);
    const kept = await withUploads(dir, async (uploads) => {
      const path = await uploads.store('members', file(input));
      uploads.removeAfter(old);
      return path;
    });
    expect(files().sort()).toEqual([kept.split('/')[1], kept.split('/')[1]]);
  });
});
