import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import { z } from 'zod';
import type { MessageCode, MessageParams } from '../../shared/messages.js';
import { MARK } from '../../shared/contract/say.js';
/** A `say()` string (shared/contract/say.ts) as the wire's parts. */
interface Unpacked {
  message: string;
  code?: MessageCode;
  params?: MessageParams;
}

/** A `say()` string as its parts; any other text as a message without a code. */
export function unpack(text: string): Unpacked {
  if (!text.startsWith(MARK)) return { message: text };
  const [, code, params, message] = text.split(MARK) as [string, string, string, string];
  return {
    message,
    code: code as MessageCode,
    ...(params ? { params: JSON.parse(params) as MessageParams } : {}),
  };
}

/** Whole minutes until a limit lifts, at least 1. */
export const minutesLeft = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 60_000));

/** A successful answer's `message` (`{ message: say(...), data }`) as `{ message, code, params }`. */
const unpackMessage: preSerializationHookHandler = (_request, _reply, payload, done) => {
  const body = payload as { message?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.message === 'string') {
    const { message, code, params } = unpack(body.message);
    if (code) return done(null, { ...body, message, code, params });
  }
  done(null, payload);
};

/**
 * Whether a route's answers may carry a `message`: one of its response schemas is not
 * an object schema, or names a message; a route without response schemas may answer
 * anything.
 */
const mayCarryMessage = (response: unknown): boolean =>
  !response ||
  typeof response !== 'object' ||
  Object.values(response).some(
    (schema) => !(schema instanceof z.ZodObject) || 'message' in schema.shape,
  );

/**
 * Unpacks the `message` of every successful answer into `{ message, code, params }`
 * before it is written, on the routes whose answers may carry one: a hook before
 * every list's answer cost it the hook's turn and its allocations (docs/bench.md,
 * issue 43). Errors are unpacked where they are written (server/http/errors.ts).
 */
export function registerMessageCodes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!mayCarryMessage(route.schema?.response)) return;
    route.preSerialization = [route.preSerialization ?? []].flat().concat(unpackMessage);
  });
}
