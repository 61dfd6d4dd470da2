import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Header, Pax } from 'tar';

/** Tar's unit: every header and every file's bytes fill whole blocks of it. */
const BLOCK = 512;

/** The zero bytes that fill a file's last block (`size` bytes written). */
const padding = (size: number) =>
  size % BLOCK ? Buffer.alloc(BLOCK - (size % BLOCK)) : Buffer.alloc(0);

/**
 * A file's header, with a PAX extended header before it when its path does not
 * fit the plain one (node-tar's `Header` and `Pax` write both, as its own packer
 * does). Readable by the owner only: the archive holds everyone's personal data.
 */
function headerOf(path: string, size: number, mtime: Date): Buffer {
  const fields = { path, size, mtime, mode: 0o600, type: 'File' as const };
  const header = new Header(fields);
  const needPax = header.encode();
  const block = header.block!;
  return needPax ? Buffer.concat([new Pax(fields).encode(), block]) : block;
}

/** An entry made in memory (the manifest): its path in the archive and its bytes. */
export interface Written {
  path: string;
  body: Buffer;
}

/**
 * A tar archive of the `paths` under `dir`, each file read once, `piece` bytes at a
 * time, with `seen(path, bytes)` called on every piece as it goes into the archive
 * (the backup hashes the files there instead of reading them all a second time),
 * and then the `last` entries, made from what was seen (the manifest). The files
 * must not change while they are read: a file found shorter than it was is an
 * error, never a silently short archive.
 */
export async function* packOnce(
  dir: string,
  paths: readonly string[],
  seen: (path: string, bytes: Buffer) => void,
  last: () => Written[],
  piece: number,
): AsyncGenerator<Buffer> {
  for (const path of paths) {
    const file = join(dir, path);
    const { size, mtime } = await stat(file);
    yield headerOf(path, size, mtime);
    const handle = await open(file, 'r');
    try {
      for (let done = 0; done < size;) {
        // A fresh buffer each time: the compressor may still hold the last one.
        const buffer = Buffer.allocUnsafe(Math.min(piece, size - done));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, done);
        if (bytesRead === 0) throw new Error(`${path} shrank while it was being archived.`);
        const bytes = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
        seen(path, bytes);
        yield bytes;
        done += bytesRead;
      }
    } finally {
      await handle.close();
    }
    yield padding(size);
  }
  for (const { path, body } of last()) {
    yield headerOf(path, body.length, new Date());
    yield body;
    yield padding(body.length);
  }
  // The end of the archive: two zero blocks.
  yield Buffer.alloc(2 * BLOCK);
}
