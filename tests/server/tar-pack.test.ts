import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../server/ops/archive.js';
import { packOnce } from '../../server/ops/tar-pack.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'fd-tar-pack-'));

describe('the backup archive packer', () => {
  it('packs every file once, a long path and an empty file included, as tar reads them back', async () => {
    const from = scratch();
    const longPath = `storage/${'photos-of-the-annual-gathering/'.repeat(5)}ramesh-patel.jpg`;
    const files: Record<string, Buffer> = {
      'database.sqlite': Buffer.alloc(3 * 1024 + 17, 7),
      'storage/empty.txt': Buffer.alloc(0),
      [longPath]: Buffer.from('a photo'),
    };
    for (const [path, bytes] of Object.entries(files)) {
      mkdirSync(dirname(join(from, path)), { recursive: true });
      writeFileSync(join(from, path), bytes);
    }
    const hashes = new Map<string, ReturnType<typeof createHash>>();
    const seen = (path: string, bytes: Buffer) => {
      if (!hashes.has(path)) hashes.set(path, createHash('sha256'));
      hashes.get(path)!.update(bytes);
    };
    const paths = await filesUnder(from);
    const archive = join(scratch(), 'a.tar');
    // Pieces of a kilobyte: the database goes in four of them.
    const last = () => [{ path: 'manifest.json', body: Buffer.from('{"made":"last"}') }];
    await pipeline(
      Readable.from(packOnce(from, paths, seen, last, 1024)),
      createWriteStream(archive),
    );

    const into = scratch();
    await extract({ file: archive, cwd: into, strict: true });
    expect(await filesUnder(into)).toEqual([...paths, 'manifest.json'].sort());
    for (const [path, bytes] of Object.entries(files)) {
      expect(readFileSync(join(into, path))).toEqual(bytes);
      // Only the owner may read what a backup unpacks.
      expect(statSync(join(into, path)).mode & 0o077).toBe(0);
    }
    expect(readFileSync(join(into, 'manifest.json'), 'utf8')).toBe('{"made":"last"}');
    // Each file's bytes were seen as they went in, whole and in order.
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(hashes.get('database.sqlite')!.digest('hex')).toBe(sha(files['database.sqlite']!));
    expect(hashes.get(longPath)!.digest('hex')).toBe(sha(files[longPath]!));
    expect(hashes.has('storage/empty.txt')).toBe(false);
  });

  it('fails rather than write a short archive when a file shrinks while it is read', async () => {
    const from = scratch();
    writeFileSync(join(from, 'database.sqlite'), Buffer.alloc(4096, 1));
    const pieces = packOnce(
      from,
      ['database.sqlite'],
      // The file loses its second half once its first piece has been read.
      () => writeFileSync(join(from, 'database.sqlite'), Buffer.alloc(1024, 1)),
      () => [],
      2048,
    );
    await expect(
      pipeline(Readable.from(pieces), createWriteStream(join(from, 'a.tar'))),
    ).rejects.toThrow(/database.sqlite shrank/);
  });
});
