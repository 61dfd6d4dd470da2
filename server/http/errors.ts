import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { MessageParams, Term } from '../../shared/messages.js';
import { say } from '../../shared/contract/say.js';
import { unpack } from './messages.js';
export type FieldErrors = Record<string, string[]>;

/** An error the client should see: a status, a message and optional field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer carries (a 429's `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: Term = 'record') => new ApiError(404, say('not_found', { what }));
export const conflict = (message: string) => new ApiError(409, message);
export const invalid = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] });

/** SQLite's and PostgreSQL's refusal of a second row under a unique index. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** The message for an error Fastify answers before any route runs (a malformed URL). */
export const frameworkMessage = (error: FastifyError) =>
  error.code === 'FST_ERR_BAD_URL' ? say('bad_url') : say('unreadable_request');

/**
 * The wire's failure body (docs/product.md §10): `message` and `errors` in English as
 * before, and beside them the codes the SPA translates: `code` and `params` for
 * the message, `error_codes` for the first message of each field.
 */
export function errorBody(text: string, errors?: FieldErrors) {
  const { message, code, params } = unpack(text);
  if (!errors) return { message, code, params };
  const plain: Record<string, string[]> = {};
  const codes: Record<string, { code: string; params?: MessageParams }> = {};
  for (const [field, list] of Object.entries(errors)) {
    const unpacked = list.map(unpack);
    plain[field] = unpacked.map((u) => u.message);
    const first = unpacked[0];
    if (first?.code) codes[field] = { code: first.code, params: first.params };
  }
  return { message, code, params, errors: plain, error_codes: codes };
}

/** Turns a zod failure into `{ field: [messages] }`, the wire shape of a 422. */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * A route schema's failures as `{ field: [messages] }`: the issue's path names the
 * field (`family.0.id`), or the part of the request when the whole part is wrong.
 */
function schemaFieldErrors(
  issues: { instancePath: string; message?: string }[],
  context = 'body',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    (errors[field] ??= []).push(issue.message ?? say('value_invalid'));
  }
  return errors;
}

/** A 422's body: the first field's message leads. */
const invalidBody = (errors: FieldErrors) =>
  errorBody(Object.values(errors)[0]?.[0] ?? say('invalid_data'), errors);

/**
 * One error shape for the whole API: `{ message, errors? }`. Client errors keep
 * their status; anything unexpected is logged and answered 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.message, error.errors));
    }
    if (error instanceof ZodError) return reply.status(422).send(invalidBody(fieldErrors(error)));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = schemaFieldErrors(error.validation, error.validationContext);
      return reply.status(422).send(invalidBody(errors));
    }
    if (isUniqueViolation(error)) {
      // Two requests raced past a uniqueness check; the database kept the first.
      return reply.status(409).send(errorBody(say('record_exists')));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Our own messages carry a code; a library's refusal (a body that is not
      // JSON, too large, cut off) is said in our words.
      const text = unpack(error.message).code
        ? error.message
        : say(status === 413 ? 'request_too_large' : 'unreadable_request');
      return reply.status(status).send(errorBody(text));
    }
    request.log.error(error);
    return reply.status(500).send(errorBody(say('server_error')));
  });
}
