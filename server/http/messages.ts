import type { FastifyInstance } from 'fastify';
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
