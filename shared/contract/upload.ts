import { z } from 'zod';
import { say } from './say.js';
/**
 * Uploads in the contract: a body schema marks its file fields with
 * `fileField()`, and the server's multipart reader (server/uploads/multipart.ts)
 * reads those parts as files and every other part as text.
 */

/** A file part of a multipart form, read into memory (at most UPLOAD.maxBytes). */
export class UploadedFile {
  constructor(
    readonly field: string,
    readonly buffer: Buffer,
    readonly filename: string,
  ) {}
}

const fileSchemas = new WeakSet<object>();
/**
 * A file field of a multipart body schema. The route's body schema says which
 * fields it takes and which of them are files; nothing else is read.
 */
export const fileField = () => {
  const schema = z
    .custom<UploadedFile>((v) => v instanceof UploadedFile, {
      error: say('send_multipart'),
    })
    .meta({ type: 'string', format: 'binary' });
  fileSchemas.add(schema);
  return schema;
};

/** The schema inside `.optional()`, `.nullable()` and `.default()`. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  const inner = (schema as unknown as { _zod: { def: { innerType?: z.ZodType } } })._zod.def
    .innerType;
  return inner ? unwrap(inner) : schema;
};

/** True when `schema` (optional or not) is a file field. */
export const isFileField = (schema: z.ZodType) => fileSchemas.has(unwrap(schema));
