import {
  fastifyMultipart,
  type FastifyMultipartOptions,
  type MultipartFile,
  type MultipartValue,
} from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import { UPLOAD, UPLOAD_MB } from '../../shared/rules.js';
import { ApiError } from '../http/errors.js';
import { createGate } from './gate.js';
import { say } from '../../shared/contract/say.js';
import { isFileField, UploadedFile } from '../../shared/contract/upload.js';
declare module 'fastify' {
  interface FastifyRequest {
    /** This request holds one of the places for uploads (see registerMultipartBodies). */
    holdsUpload: boolean;
  }
}

/** The multipart content type, for a route's `consumes` (JSON is always taken too). */
export const MULTIPART = ['multipart/form-data', 'application/json'];

export interface MultipartSpec {
  fields: Set<string>;
  files: Set<string>;
}

/** What a body schema takes: its text fields and its file fields. */
export function multipartSpec(body: unknown): MultipartSpec | null {
  if (!(body instanceof z.ZodObject)) return null;
  const fields = new Set<string>();
  const files = new Set<string>();
  for (const [key, schema] of Object.entries(body.shape as Record<string, z.ZodType>)) {
    (isFileField(schema) ? files : fields).add(key);
  }
  return { fields, files };
}

/** Longest text field; JSON-encoded lists (a family, partners) fit easily. */
const MAX_FIELD_BYTES = 100_000;

const unreadable = () => new ApiError(400, say('upload_unreadable'));
const tooLarge = (field: string) => {
  const message = say('file_too_large', { mb: UPLOAD_MB });
  return new ApiError(413, message, { [field]: [message] });
};

/**
 * Reads a multipart request against what the route expects: the text fields its
 * body schema names (others are skipped), one file per file field (files on other
 * fields are drained, never buffered), with caps on parts, field sizes and file
 * sizes. Every failure to parse (no or wrong boundary, a truncated body, garbage)
 * is a 400 or 413 with a message, never a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<Record<string, string | UploadedFile>> {
  const body: Record<string, string | UploadedFile> = {};
  let current = '';
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD.maxBytes,
        fieldSize: MAX_FIELD_BYTES,
        files: spec.files.size + 5,
        fields: spec.fields.size + 20,
        parts: spec.fields.size + spec.files.size + 25,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (!spec.files.has(file.fieldname)) {
          file.file.resume();
          continue;
        }
        if (body[file.fieldname] instanceof UploadedFile) {
          file.file.resume();
          const message = say('one_file');
          throw new ApiError(422, message, { [file.fieldname]: [message] });
        }
        const buffer = await file.toBuffer();
        if (buffer.length)
          body[file.fieldname] = new UploadedFile(file.fieldname, buffer, file.filename);
      } else {
        const field = part as MultipartValue;
        if (!spec.fields.has(field.fieldname) || field.fieldname in body) continue;
        if (field.valueTruncated) {
          const message = say('value_too_long');
          throw new ApiError(413, message, { [field.fieldname]: [message] });
        }
        body[field.fieldname] = String(field.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(413, say('too_many_parts'));
    throw unreadable();
  }
  return body;
}

/** The hooks of @fastify/multipart's disk mode (`saveRequestFiles`), which no route uses. */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Registers @fastify/multipart's reader (`request.parts()`, `isMultipart()`, the
 * content type) without the two hooks its disk mode adds to every request: an
 * `onRequest` listening for the connection to close and an `onResponse` deleting
 * saved temporary files. Uploads here read their parts as they come and never save
 * them to disk, and the two hooks cost every answer a promise each and two extra
 * phases (docs/bench.md, issue 43). The plugin is called on a view of the server
 * that declines those two hooks and passes everything else through.
 */
export function registerMultipartReader(app: FastifyInstance, options: FastifyMultipartOptions) {
  const view: FastifyInstance = new Proxy(app, {
    get(target, key) {
      if (key === 'addHook')
        return (name: string, hook: unknown) => {
          if (!DISK_MODE_HOOKS.has(name))
            (target.addHook as (n: string, h: unknown) => void)(name, hook);
          return view;
        };
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  (
    fastifyMultipart as unknown as (
      app: FastifyInstance,
      options: FastifyMultipartOptions,
      done: (error?: Error) => void,
    ) => void
  )(view, options, (error) => {
    if (error) throw error;
  });
}

/**
 * A preValidation hook for the routes that take a body (server/http/body-routes.ts):
 * a route whose body schema allows multipart reads its form into `request.body`; a
 * multipart request to a JSON-only route is refused (415); a missing JSON body is an
 * empty one, so its fields are reported as missing. At most `uploadsAtOnce` uploads
 * are read at a time.
 */
export function multipartBodies(app: FastifyInstance, uploadsAtOnce = 4): preValidationHookHandler {
  const gate = createGate(uploadsAtOnce, uploadsAtOnce * 5);
  const release = (request: FastifyRequest) => {
    if (!request.holdsUpload) return;
    request.holdsUpload = false;
    gate.leave();
  };
  app.decorateRequest('holdsUpload', false);

  const readUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    // The place is held until the answer is sent or the connection is lost: reading,
    // checking and storing. Only an upload listens; other requests pay for no hook.
    await gate.enter();
    request.holdsUpload = true;
    reply.raw.once('close', () => release(request));
    if (request.raw.destroyed || reply.raw.destroyed) {
      release(request);
      throw unreadable();
    }
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    const spec = consumes?.includes('multipart/form-data')
      ? multipartSpec(request.routeOptions.schema?.body)
      : null;
    if (!spec) throw new ApiError(415, say('json_not_multipart'));
    request.body = await readMultipart(request, spec);
  };
  // A callback hook: most requests are not uploads and need no promise.
  return (request, reply, done) => {
    if (request.isMultipart()) {
      readUpload(request, reply).then(() => done(), done);
      return;
    }
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  };
}
