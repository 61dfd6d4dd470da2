import { crc32, deflateSync } from 'node:zlib';
import realSharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { processImage } from '../../server/uploads/images.js';
import { UploadedFile } from '../../shared/contract/upload.js';
import { withoutAncillaryChunks } from '../../server/uploads/png-chunks.js';

/** What the image pipeline hands to the decoder. */
const decoded: Buffer[] = [];
vi.mock('sharp', async (original) => {
  const sharp = ((await original()) as { default: typeof realSharp }).default;
  const recording = (input?: unknown, options?: object) => {
    if (Buffer.isBuffer(input)) decoded.push(input);
    return sharp(input as Buffer, options);
  };
  return { default: Object.assign(recording, sharp) };
});

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const chunkTypes = (png: Buffer) => {
  const types: string[] = [];
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString('latin1', offset + 4, offset + 8));
    offset += 12 + length;
  }
  return types;
};

/** A small, valid PNG with a zTXt chunk whose text inflates to 50 MB (about 50 KB on the wire). */
const textBomb = async () => {
  const png = await realSharp({
    create: { width: 8, height: 8, channels: 3, background: '#cc3366' },
  })
    .png()
    .toBuffer();
  const text = Buffer.concat([
    Buffer.from('Comment\0\0', 'latin1'),
    deflateSync(Buffer.alloc(50 * 1024 * 1024, 0x41), { level: 9 }),
  ]);
  // After the signature and IHDR (8 + 25 bytes), before the pixels.
  return Buffer.concat([png.subarray(0, 33), chunk('zTXt', text), png.subarray(33)]);
};

describe('a PNG text-chunk bomb', () => {
  it('is small on the wire and never reaches the decoder with its text', async () => {
    const bomb = await textBomb();
    expect(bomb.length).toBeLessThan(100_000);
    expect(chunkTypes(bomb)).toContain('zTXt');

    decoded.length = 0;
    const image = await processImage(new UploadedFile('photo', bomb, 'bomb.png'));
    expect(image.ext).toBe('png');
    expect(decoded.length).toBeGreaterThan(0);
    for (const input of decoded) expect(chunkTypes(input)).not.toContain('zTXt');
    expect(chunkTypes(image.display)).not.toContain('zTXt');
  });

  it('keeps the chunks that change how the picture looks, and the pixels', async () => {
    const png = await realSharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const withText = Buffer.concat([
      png.subarray(0, 33),
      chunk('tEXt', Buffer.from('Author\0Someone', 'latin1')),
      chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      png.subarray(33),
    ]);
    const stripped = withoutAncillaryChunks(withText);
    expect(chunkTypes(stripped)).toEqual(['IHDR', 'gAMA', ...chunkTypes(png).slice(1)]);
    const pixels = await realSharp(stripped).raw().toBuffer();
    expect(pixels).toEqual(await realSharp(png).raw().toBuffer());
  });

  it('leaves other files and truncated PNGs as they are, for the decoder to judge', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(withoutAncillaryChunks(jpeg)).toBe(jpeg);
    const truncated = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0, 0, 1, 0, 0x49, 0x48, 0x44, 0x52]),
    ]);
    expect(withoutAncillaryChunks(truncated)).toBe(truncated);
  });
});

describe('a PNG one pixel wide and 39,999,999 tall', () => {
  it('is refused by its longest side, read from the header, before the decoder spends memory on it', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(1, 0);
    ihdr.writeUInt32BE(39_999_999, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    // Every row a filter byte and one black pixel: 80 MB that deflate to a few kilobytes.
    const rows = deflateSync(Buffer.alloc(2 * 39_999_999), { level: 9 });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(200_000);
    const refused = await processImage(new UploadedFile('photo', png, 'tall.png')).catch(
      (error: { status: number; message: string }) => error,
    );
    expect(refused).toMatchObject({ status: 422 });
    expect((refused as { message: string }).message).toContain('picture_too_long');
  });
});
