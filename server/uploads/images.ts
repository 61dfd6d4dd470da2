import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD } from '../../shared/rules.js';
import { ApiError } from '../http/errors.js';
import { withoutAncillaryChunks } from './png-chunks.js';
import { privateDir, writeDurably } from '../db/private-files.js';
import type { UploadedFile } from '../../shared/contract/upload.js';
import { say } from '../../shared/contract/say.js';
import sharp from 'sharp';

// libvips keeps decoded images in a cache for reuse; an upload is decoded once,
// so the cache only holds memory after a burst of uploads has passed.
sharp.cache(false);

/** The longest side of the copy that is stored and shown. */
export const DISPLAY_SIZE = 1600;
/** The longest side of the thumbnail lists show. */
export const THUMB_SIZE = 320;

type Format = 'jpeg' | 'png' | 'webp';
/** What each accepted type is stored as; a GIF keeps its first frame, as a PNG. */
const STORED_AS: Record<string, Format> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'png' };
const EXTENSION: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const notImage = (field: string) => {
  const message = say('not_image');
  return new ApiError(415, message, { [field]: [message] });
};
const tooManyPixels = (field: string) => {
  const message = say('picture_too_large', { megapixels: UPLOAD.maxPixels / 1_000_000 });
  return new ApiError(422, message, { [field]: [message] });
};

const tooLong = (field: string) => {
  const message = say('picture_too_long', { pixels: UPLOAD.maxSide });
  return new ApiError(422, message, { [field]: [message] });
};

/**
 * The thumbnail beside a stored image: `members/ab.png` → `members/thumb/ab.png`.
 * Written for every row of a list, so by slicing rather than through `path.join`.
 */
export const thumbPath = (path: string) => {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? `thumb/${path}` : `${path.slice(0, slash)}/thumb/${path.slice(slash + 1)}`;
};

/** A stored path is ours to touch: relative, inside the storage folder. */
const safe = (path: string | null | undefined): path is string =>
  !!path && !path.includes('..') && !path.startsWith('/') && !path.includes('\\');

export interface ProcessedImage {
  display: Buffer;
  thumb: Buffer;
  ext: string;
}

/**
 * The image pipeline every upload goes through: the type told by content (never
 * by name), a pixel limit and a longest side read from the header before anything
 * is decoded (a decompression bomb is refused), a PNG's ancillary chunks dropped before it is
 * read (a text-chunk bomb costs nothing), EXIF orientation applied, every piece of
 * metadata dropped (no GPS position leaves with a photo), a display copy bounded
 * to DISPLAY_SIZE and a THUMB_SIZE thumbnail.
 */
export async function processImage(file: UploadedFile): Promise<ProcessedImage> {
  // A PNG's compressed text chunks are dropped before any decoder reads them.
  const bytes = withoutAncillaryChunks(file.buffer);
  const input = () =>
    sharp(bytes, { limitInputPixels: UPLOAD.maxPixels, failOn: 'error', pages: 1 });
  let format: string | undefined;
  let pixels = 0;
  let side = 0;
  try {
    // The header alone: no pixel is decoded before the size is known.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    const height = meta.pageHeight ?? meta.height ?? 0;
    pixels = (meta.width ?? 0) * height;
    side = Math.max(meta.width ?? 0, height);
  } catch {
    throw notImage(file.field);
  }
  const stored = format ? STORED_AS[format] : undefined;
  if (!stored) throw notImage(file.field);
  if (pixels > UPLOAD.maxPixels) throw tooManyPixels(file.field);
  if (side > UPLOAD.maxSide) throw tooLong(file.field);
  const encode = (size: number) =>
    input()
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .toFormat(stored, stored === 'jpeg' ? { quality: 85, mozjpeg: true } : {})
      .toBuffer();
  try {
    const [display, thumb] = await Promise.all([encode(DISPLAY_SIZE), encode(THUMB_SIZE)]);
    return { display, thumb, ext: EXTENSION[stored] };
  } catch {
    const message = say('picture_unreadable');
    throw new ApiError(422, message, { [file.field]: [message] });
  }
}

/**
 * Runs the pipeline and stores the display copy and its thumbnail under
 * `storageDir/folder` with a random name; answers the display copy's path
 * (`members/3f2c….jpg`), which the SPA shows from `/storage/...`.
 */
export async function storeImage(storageDir: string, folder: string, file: UploadedFile) {
  const { display, thumb, ext } = await processImage(file);
  const path = `${folder}/${randomUUID()}.${ext}`;
  await privateDir(join(storageDir, folder, 'thumb'));
  await writeDurably(join(storageDir, path), display);
  await writeDurably(join(storageDir, thumbPath(path)), thumb);
  return path;
}

/** Removes a stored image and its thumbnail, quietly when they are already gone. */
export async function removeImage(storageDir: string, path: string | null | undefined) {
  if (!safe(path)) return;
  await Promise.all(
    [path, thumbPath(path)].map((p) => unlink(join(storageDir, p)).catch(() => undefined)),
  );
}

/** The uploads of one write: stored before its transaction, kept or removed with its outcome. */
export interface Uploads {
  /** Stores `file` under `folder`; removed again if the write fails. */
  store(folder: string, file: UploadedFile): Promise<string>;
  /** Removes `path` once the write has succeeded (the photo a new one replaces). */
  removeAfter(path: string | null | undefined): void;
}

/**
 * Runs a write that may store images: when `work` throws (a refused value, a
 * rolled-back transaction) the files it stored are removed; when it succeeds the
 * files it replaced are. Nothing is left on disk that no record points at.
 */
export async function withUploads<T>(
  storageDir: string,
  work: (uploads: Uploads) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const replaced: string[] = [];
  const uploads: Uploads = {
    async store(folder, file) {
      const path = await storeImage(storageDir, folder, file);
      stored.push(path);
      return path;
    },
    removeAfter(path) {
      if (safe(path)) replaced.push(path);
    },
  };
  let result: T;
  try {
    result = await work(uploads);
  } catch (error) {
    await Promise.all(stored.map((p) => removeImage(storageDir, p)));
    throw error;
  }
  await Promise.all(replaced.map((p) => removeImage(storageDir, p)));
  return result;
}
