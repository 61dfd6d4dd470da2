import type { Language, TemplateChannel } from '../../shared/messaging.js';

/** One message for a provider: the number, the template as approved, its values. */
export interface OutgoingMessage {
  /** Country code and number, no `+` (shared/messaging.ts `providerNumber`). */
  to: string;
  template: { name: string; language: Language; dltTemplateId: string | null; purpose: string };
  /** The values of `{{1}}`, `{{2}}`… in order. */
  values: string[];
}

/**
 * What became of one message:
 * - `sent`: the provider took it (its id finds the delivery when a receipt comes);
 * - `retry`: refused for now (429, 5xx, or the connection never opened): try again;
 * - `failed`: refused for good (a wrong number, a template the provider does not know);
 * - `unknown`: the request left and no answer came: never sent again, since a
 *   second message is worse than a missing one.
 */
export type SendOutcome =
  | { kind: 'sent'; providerId: string }
  | { kind: 'retry'; error: string; afterMs?: number }
  | { kind: 'failed'; error: string }
  | { kind: 'unknown'; error: string };

/**
 * A WhatsApp or SMS provider behind one interface, so that a second SMS gateway is
 * one file: it sends a batch (WhatsApp one message a request, MSG91 up to
 * `batchSize` numbers in one) and answers an outcome per message, in order.
 */
export interface MessageProvider {
  readonly channel: TemplateChannel;
  /** The provider's name for the log and the audit: `whatsapp-cloud`, `msg91`. */
  readonly name: string;
  /** Messages in one request. */
  readonly batchSize: number;
  /** Messages a second at most. */
  readonly ratePerSecond: number;
  /** Rupees a message (SMS: a part). */
  readonly price: number;
  send(messages: OutgoingMessage[]): Promise<SendOutcome[]>;
}

/** The seconds of a `Retry-After` header, in ms. */
const retryAfter = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : undefined;
};

/** A connection that never opened: the request did not leave, so trying again is safe. */
const NEVER_LEFT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET_BEFORE']);

/**
 * POSTs JSON and reads the answer, turning what HTTP says into an outcome: 2xx is
 * read by `accepted`, 429 and 5xx are retried, another 4xx failed with the
 * provider's words, a timeout unknown.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  accepted: (json: unknown) => SendOutcome,
  refused: (status: number, json: unknown) => string,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && NEVER_LEFT.has(code)) return { kind: 'retry', error: code.toLowerCase() };
    return {
      kind: 'unknown',
      error: (error as Error).name === 'TimeoutError' ? 'timeout' : 'no_answer',
    };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An answer without JSON is judged by its status alone.
  }
  if (response.ok) return accepted(json);
  if (response.status === 429 || response.status >= 500)
    return { kind: 'retry', error: `http_${response.status}`, afterMs: retryAfter(response) };
  return { kind: 'failed', error: refused(response.status, json) };
}
