import { renderEnglish, type MessageCode, type MessageParams } from '../messages.js';
/**
 * A message for a person, by code (shared/messages.ts). It travels through the
 * contract's schemas as a string (zod takes only strings as messages) holding its
 * code, its params and its English text; the server's error handler and success
 * hook unpack it into the wire's `{ message, code, params }`.
 */
export const MARK = '\u2063';

export function say(code: MessageCode, params?: MessageParams): string {
  const english = renderEnglish({ code, params });
  return `${MARK}${code}${MARK}${params ? JSON.stringify(params) : ''}${MARK}${english}`;
}
