import type { FastifyInstance } from 'fastify';
import { renderEnglish, type MessageCode, type MessageParams } from '../../shared/messages.js';

/**
 * A message for a person, by code (shared/messages.ts). It travels through the
 * code as a string (zod takes only strings as messages) holding its code, its
 * params and its English text; the error handler and the success hook unpack it
 * into the wire's `{ message, code, params }`.
 */
const MARK = '\u2063';

export function say(code: MessageCode, params?: MessageParams): string {
  const english = renderEnglish({ code, params });
  return `${MARK}${code}${MARK}${params ? JSON.stringify(params) : ''}${MARK}${english}`;
}

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

/**
 * Unpacks the `message` of every successful answer (`{ message: say(...), data }`)
 * into `{ message, code, params }` before it is written.
 */
export function registerMessageCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', (_request, _reply, payload, done) => {
    const body = payload as { message?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.message === 'string') {
      const { message, code, params } = unpack(body.message);
      if (code) return done(null, { ...body, message, code, params });
    }
    done(null, payload);
  });
}
