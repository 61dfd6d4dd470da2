import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessagingConfig } from '../config.js';
import {
  postJson,
  type MessageProvider,
  type OutgoingMessage,
  type SendOutcome,
} from './provider.js';

/** Meta's error codes that mean "too many for now" although the status is 400. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

interface GraphError {
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

/** The template message of the Cloud API's `POST /{phone-number-id}/messages`. */
export function templateMessage(message: OutgoingMessage) {
  const parameters = message.values.map((text) => ({ type: 'text', text }));
  const components: Record<string, unknown>[] = parameters.length
    ? [{ type: 'body', parameters }]
    : [];
  // An authentication template's copy-code button carries the code too.
  if (message.template.purpose === 'code')
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.values[0] ?? '' }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template.name,
      language: { code: message.template.language },
      components,
    },
  };
}

/**
 * WhatsApp Business Cloud API over plain HTTPS: one template message a request,
 * bearer token; Meta answers the message's id (`wamid…`), which the status
 * webhook names later.
 */
export function whatsappProvider(
  config: MessagingConfig['whatsapp'],
  timeoutMs: number,
): MessageProvider {
  const url = `${config.apiUrl}/${config.phoneNumberId}/messages`;
  const headers = { authorization: `Bearer ${config.token}` };
  const one = async (message: OutgoingMessage): Promise<SendOutcome> => {
    const outcome = await postJson(
      url,
      headers,
      templateMessage(message),
      timeoutMs,
      (json) => {
        const id = (json as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id;
        return id ? { kind: 'sent', providerId: id } : { kind: 'unknown', error: 'no_message_id' };
      },
      (status, json) => {
        const code = (json as GraphError | null)?.error?.code;
        return code ? `whatsapp_${code}` : `http_${status}`;
      },
    );
    // Meta says "throttled" with a 400 and a code: that is a retry, not a failure.
    if (outcome.kind === 'failed') {
      const code = Number(outcome.error.replace('whatsapp_', ''));
      if (THROTTLED.has(code)) return { kind: 'retry', error: outcome.error };
    }
    return outcome;
  };
  return {
    channel: 'whatsapp',
    name: 'whatsapp-cloud',
    batchSize: 1,
    ratePerSecond: config.ratePerSecond,
    price: config.price,
    send: (messages) => Promise.all(messages.map(one)),
  };
}

/**
 * Whether a webhook POST came from Meta: `X-Hub-Signature-256` is `sha256=` and the
 * HMAC-SHA256 of the raw body under the app secret, compared in constant time.
 */
export function signedByMeta(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
