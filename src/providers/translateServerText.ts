import {
  PLAIN_NUMBER_PARAMS,
  TERM_PARAMS,
  type Counted,
  type MessageCode,
  type MessageParams,
} from '../../shared/messages';

/** Any translate function: react-admin's, or the member page's own (src/door/text.tsx). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A message as a backend sent it: ours adds its code and params, another may not. */
export interface ServerText {
  message: string;
  code?: string;
  params?: MessageParams;
}

const isCountedList = (value: unknown): value is Counted[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'object' && v && 'term' in v);

/**
 * A server message in the administrator's language: translated by its code
 * (app.server.messages.<code>), its term params (`label`, `what`…) and counted
 * lists translated too, numbers grouped the language's way. Without a code, or a
 * code this SPA does not know, the message as the server wrote it (docs/product.md §10).
 */
export function translateServerText(
  translate: Translate,
  { message, code, params = {} }: ServerText,
  locale = 'en',
): string {
  if (!code) return message;
  const key = `app.server.messages.${code as MessageCode}`;
  const term = (name: string, count = 1) =>
    translate(`app.server.terms.${name}`, { smart_count: count, _: name });
  const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-IN' : `${locale}-IN`);
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isCountedList(value)) {
      const items = value.map((c) => `${numbers.format(c.count)} ${term(c.term, c.count)}`);
      args[name] =
        items.length > 1
          ? `${items.slice(0, -1).join(', ')} ${translate('app.server.and')} ${items.at(-1)}`
          : items[0];
    } else if ((TERM_PARAMS as readonly string[]).includes(name) && typeof value === 'string') {
      args[name] = term(value);
    } else if (
      typeof value === 'number' &&
      name !== 'smart_count' &&
      !PLAIN_NUMBER_PARAMS.includes(name)
    ) {
      args[name] = numbers.format(value);
    } else args[name] = value;
  }
  return translate(key, { ...args, _: message });
}
