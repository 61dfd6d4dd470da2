import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { createZstdCompress, constants as zlibConstants } from 'node:zlib';
import { extract } from 'tar';
import { packOnce } from './tar-pack.js';
import { PRIVATE_FILE } from '../db/private-files.js';

/**
 * A backup archive (docs/deploy.md "Backups"): one zstd-compressed tar holding
 * `manifest.json`, the database (`database.sqlite`, or `database.pgdump` from
 * pg_dump) and the uploaded files under `storage/`. The manifest lists every other
 * file with its size and SHA-256; a `<archive>.sha256` beside it (sha256sum's
 * format) checks the archive as a whole, e.g. after copying it off the machine.
 */
export const ARCHIVE_FORMAT = 1;
export const ARCHIVE_PATTERN = /^family-directory-\d{8}-\d{6}\.tar\.zst$/;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}
export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  created_at: string;
  database: 'sqlite' | 'postgres';
  files: ManifestFile[];
}

/** A damaged, foreign or incomplete archive: nothing is restored from it. */
export class ArchiveError extends Error {}

/** `family-directory-20261125-023000.tar.zst`, in UTC. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `family-directory-${stamp}.tar.zst`;
}

/** A megabyte: files up to it are hashed in one read (a photo), larger ones in pieces of it (the database). */
const PIECE = 1 << 20;

/**
 * A file's SHA-256: read whole when it is small, else a megabyte at a time (in the
 * stream's default 64 KB reads the bench's database took a quarter more CPU to
 * hash). A stream of megabyte reads for each of a thousand photos of a few
 * kilobytes set aside a gigabyte of buffers, more CPU than the database itself.
 */
export async function sha256File(file: string, size?: number): Promise<string> {
  const hash = createHash('sha256');
  if ((size ?? (await stat(file)).size) <= PIECE) hash.update(await readFile(file));
  else
    for await (const chunk of createReadStream(file, { highWaterMark: PIECE }))
      hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function describe(dir: string, path: string): Promise<ManifestFile> {
  const file = join(dir, path);
  const { size } = await stat(file);
  return { path, size, sha256: await sha256File(file, size) };
}

/**
 * Packs the staged folder (its database file and `storage/`) into `file` with the
 * manifest; the archive appears under its name only once it is whole on the disk.
 * Each file is read once: hashed for the manifest as it goes into the archive, and
 * the archive hashed for its `.sha256` as it is written (hashing first, then packing,
 * then hashing the archive read the bench's database twice and the archive again:
 * docs/bench.md, the twenty-fourth session). So the manifest comes last in the tar;
 * restore unpacks the whole archive before reading it.
 */
export async function writeArchive(
  staging: string,
  file: string,
  database: Manifest['database'],
  at: Date,
): Promise<Manifest> {
  const paths = await filesUnder(staging);
  const contents = new Map(paths.map((path) => [path, { size: 0, hash: createHash('sha256') }]));
  const seen = (path: string, bytes: Buffer) => {
    const content = contents.get(path)!;
    content.size += bytes.length;
    content.hash.update(bytes);
  };
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    created_at: at.toISOString(),
    database,
    files: [],
  };
  const last = () => {
    manifest.files = paths.map((path) => {
      const { size, hash } = contents.get(path)!;
      return { path, size, sha256: hash.digest('hex') };
    });
    return [{ path: 'manifest.json', body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) }];
  };
  // Named after its process, so a later start knows a killed backup's leftover.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, '', { mode: PRIVATE_FILE });
  const archiveHash = createHash('sha256');
  await pipeline(
    Readable.from(packOnce(staging, paths, seen, last, PIECE)),
    // zstd (Node's own zlib) at its fastest level: a backup shares the machine with
    // the server's answers, so CPU counts more than size. The bench's 1.7 GB
    // database took 5.7 s of CPU for 209 MB at level 1, 8.7 s for 192 MB at the
    // default 3; gzip had taken 7.3 s for 166 MB (then 950 MB) at its fastest level.
    // Read and compressed a megabyte at a time: 16 MB reads and zlib's 16 KB output
    // pieces cost the bench's database 2.7 to 4.0 s of CPU, a megabyte each 2.0 to
    // 2.9 s (docs/bench.md, the eighteenth session).
    createZstdCompress({
      chunkSize: PIECE,
      params: { [zlibConstants.ZSTD_c_compressionLevel]: 1 },
    }),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        archiveHash.update(chunk);
        done(null, chunk);
      },
    }),
    // On the disk before it is renamed into place (`flush`: fsync before closing).
    createWriteStream(partial, { flush: true }),
  );
  await chmod(partial, PRIVATE_FILE);
  await rename(partial, file);
  await writeFile(`${file}.sha256`, `${archiveHash.digest('hex')}  ${basename(file)}\n`, {
    mode: PRIVATE_FILE,
  });
  return manifest;
}

/**
 * Unpacks `file` into the empty folder `into` and checks it against its manifest
 * (and the `.sha256` beside it, when there is one): every listed file present with
 * its size and checksum, nothing unlisted. Throws ArchiveError otherwise.
 */
export async function unpackVerified(file: string, into: string): Promise<Manifest> {
  const sidecar = await readFile(`${file}.sha256`, 'utf8').catch(() => null);
  if (sidecar !== null) {
    const expected = sidecar.trim().split(/\s+/)[0];
    if (expected !== (await sha256File(file)))
      throw new ArchiveError(`${basename(file)} does not match its checksum file (.sha256).`);
  }
  await mkdir(into, { recursive: true });
  try {
    await extract({ file, cwd: into, strict: true });
  } catch (error) {
    throw new ArchiveError(`${basename(file)} cannot be read: ${(error as Error).message}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(into, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError(`${basename(file)} has no readable manifest.json: not a backup.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.files))
    throw new ArchiveError(`${basename(file)} is a backup of an unknown format.`);
  const listed = new Set(manifest.files.map((f) => f.path));
  const found = (await filesUnder(into)).filter((path) => path !== 'manifest.json');
  const unlisted = found.filter((path) => !listed.has(path));
  if (unlisted.length)
    throw new ArchiveError(
      `${basename(file)} holds files its manifest does not list: ${unlisted[0]}`,
    );
  for (const expected of manifest.files) {
    const actual = await describe(into, expected.path).catch(() => null);
    if (!actual) throw new ArchiveError(`${basename(file)} lacks ${expected.path}.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new ArchiveError(
        `${expected.path} in ${basename(file)} is damaged (checksum differs).`,
      );
  }
  const databaseFile = manifest.database === 'postgres' ? 'database.pgdump' : 'database.sqlite';
  if (!listed.has(databaseFile))
    throw new ArchiveError(`${basename(file)} holds no ${databaseFile}.`);
  return manifest;
}

export const removeQuietly = (path: string) => rm(path, { recursive: true, force: true });
