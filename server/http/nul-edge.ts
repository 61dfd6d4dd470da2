import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ApiError } from './errors.js';
import { say } from '../../shared/contract/say.js';

/** How deep a request's values are looked into (JSON bodies nest far less). */
const MAX_DEPTH = 12;

/** True when `value` holds a NUL character in any string or key within it. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // Only plain records: an uploaded file's bytes are the image pipeline's to judge.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (key.includes('\u0000') || holdsNul(record[key], depth + 1)) return true;
  return false;
}

/** The refusal of a NUL: 400 with the `nul_character` code. */
const nulCharacter = () => new ApiError(400, say('nul_character'));

/**
 * Refuses a NUL character anywhere in a request's path, query or body (JSON or
 * multipart), for every route, the public ones included: no text a person
 * writes holds one, PostgreSQL refuses it in text columns, and a search or a
 * name carrying one would read differently in each database (docs/security.md
 * "Input"). 400 with the `nul_character` code. The address is looked at for every
 * request, before validation; a body on the routes that take one, after the
 * multipart reader, so the fields of a form are looked at too
 * (server/http/body-routes.ts).
 */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    // The path and the query are read from the address, where a NUL is written `%00`
    // (Node's HTTP parser refuses the byte itself; an injected request may hold it):
    // one look at the address instead of a walk through every parsed value.
    const url = request.url;
    if (url.includes('%00') || url.includes('\u0000')) done(nulCharacter());
    else done();
  });
}

/** A preValidation hook for the routes that take a body: a NUL in it is refused. */
export const refuseNulInBody: preValidationHookHandler = (request, _reply, done) => {
  if (holdsNul(request.body)) done(nulCharacter());
  else done();
};
