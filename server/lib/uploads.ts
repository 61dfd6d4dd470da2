import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from './errors.js';

/** Images the back-office accepts, by what the bytes are (never by the file's name). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** The largest upload, per file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  field: string;
  buffer: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart request: every text field, and every file into memory (each
 * at most MAX_UPLOAD_BYTES: 413 otherwise). A JSON body is accepted too, so the
 * same endpoint serves clients that send no file.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      if (part.type === 'file') {
        const buffer = await (part as MultipartFile).toBuffer();
        if (buffer.length) files.push({ field: part.fieldname, buffer });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code?.startsWith('FST_')) throw new ApiError(400, 'The upload could not be read.');
    throw error;
  }
  return { fields, files };
}

const tooLarge = () =>
  new ApiError(413, `The file is too large (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`, {
    photo: [`The file is too large (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`],
  });

/** Checks that `file` is an image by its content: 415 with the message under `field` otherwise. */
export async function checkImage(file: UploadedFile, field = file.field) {
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    const message = 'The file must be an image (JPEG, PNG, WebP or GIF).';
    throw new ApiError(415, message, { [field]: [message] });
  }
  return type.ext;
}

/**
 * Stores an image under `storageDir/folder` with a random name and answers its
 * storage path (`members/3f2c….jpg`), which the SPA shows from `/storage/...`.
 */
export async function storeImage(storageDir: string, folder: string, file: UploadedFile) {
  const ext = await checkImage(file);
  await mkdir(join(storageDir, folder), { recursive: true });
  const path = `${folder}/${randomUUID()}.${ext}`;
  await writeFile(join(storageDir, path), file.buffer);
  return path;
}

/** Removes a stored file, quietly when it is already gone. */
export async function removeStored(storageDir: string, path: string | null | undefined) {
  if (!path || path.includes('..') || path.startsWith('/')) return;
  await unlink(join(storageDir, path)).catch(() => undefined);
}
