import { timingSafeEqual } from 'node:crypto';
import { parse as parseForm } from 'node:querystring';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessagingConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { audit, personName } from '../audit/audit.js';
import { membersByNumber, recordConsent } from './consent.js';
import { msg91Status } from './msg91.js';
import { applyReceipt, type Receipt } from './receipts.js';
import { signedByMeta } from './whatsapp.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';

/** A reply that opts the sender out of WhatsApp, in either language. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'બંધ', 'બંધ કરો']);

interface MetaStatus {
  id?: string;
  status?: string;
  recipient_id?: string;
  errors?: { code?: number }[];
}
interface MetaMessage {
  from?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
}
interface MetaPayload {
  entry?: { changes?: { value?: { statuses?: MetaStatus[]; messages?: MetaMessage[] } }[] }[];
}

const sameSecret = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A provider's id or number as we keep it: text without a NUL (PostgreSQL refuses
 * one) and at most 200 characters; anything else is not one of ours and is ignored.
 */
const usable = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 && !value.includes('\0');

/** Reads a JSON body that came in raw; null when it does not read. */
const readJson = (raw: unknown): unknown => {
  if (!Buffer.isBuffer(raw) || !raw.length) return null;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * The providers' webhooks (docs/messaging.md "Receipts"), outside the API and its
 * session: Meta's verification handshake and signed status and message events,
 * and MSG91's delivery reports behind a shared secret. Bodies are read raw, since
 * the signature is over the bytes as sent. A receipt moves its delivery on and the
 * sending's counts are recounted a moment later (`touch`).
 */
export const webhookRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  config: MessagingConfig;
  touch: (sendingIds: readonly number[]) => void;
}> = async (app, { db, config, touch }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
    done(null, body),
  );

  const apply = async (receipts: Receipt[]) => {
    const touched = new Set<number>();
    for (const receipt of receipts)
      for (const id of await applyReceipt(db, receipt)) touched.add(id);
    touch([...touched]);
  };

  app.get('/webhooks/whatsapp', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = config.whatsapp.verifyToken;
    if (query['hub.mode'] === 'subscribe' && token && sameSecret(query['hub.verify_token'], token))
      return reply.type('text/plain').send(String(query['hub.challenge'] ?? ''));
    throw new ApiError(403, say('not_allowed'));
  });

  app.post('/webhooks/whatsapp', { schema: { hide: true } }, async (request, reply) => {
    const secret = config.whatsapp.appSecret;
    const raw = request.body as Buffer;
    if (!secret || !signedByMeta(raw, request.headers['x-hub-signature-256'], secret))
      throw new ApiError(401, say('unauthenticated'));
    const payload = readJson(raw) as MetaPayload | null;
    const receipts: Receipt[] = [];
    const stops: string[] = [];
    for (const entry of payload?.entry ?? [])
      for (const change of entry.changes ?? []) {
        for (const status of change.value?.statuses ?? []) {
          if (
            !usable(status.id) ||
            !['sent', 'delivered', 'read', 'failed'].includes(status.status ?? '')
          )
            continue;
          const code = Number(status.errors?.[0]?.code) || 'failed';
          receipts.push({
            providerId: status.id,
            status: status.status as Receipt['status'],
            error: status.status === 'failed' ? `whatsapp_${code}` : null,
          });
        }
        for (const message of change.value?.messages ?? []) {
          const text = (message.text?.body ?? message.button?.text ?? '').trim().toUpperCase();
          if (usable(message.from) && STOP_WORDS.has(text)) stops.push(message.from);
        }
      }
    await apply(receipts);
    for (const number of stops) await optOut(db, number);
    return reply.send({ ok: true });
  });

  app.post('/webhooks/sms', { schema: { hide: true } }, async (request, reply) => {
    const secret = config.sms.webhookSecret;
    const given =
      (request.query as Record<string, unknown>).secret ?? request.headers['x-webhook-secret'];
    if (!secret || !sameSecret(given, secret)) throw new ApiError(401, say('unauthenticated'));
    const raw = request.body as Buffer;
    // MSG91 posts its reports as JSON, or as a form whose `data` field holds that JSON.
    let body = readJson(raw);
    if (body === null && Buffer.isBuffer(raw)) {
      const data = parseForm(raw.toString('utf8')).data;
      body = typeof data === 'string' ? readJson(Buffer.from(data)) : null;
    }
    if (body && !Array.isArray(body) && typeof body === 'object' && 'data' in body)
      body = typeof body.data === 'string' ? readJson(Buffer.from(body.data)) : body.data;
    const reports = (Array.isArray(body) ? body : body ? [body] : []) as {
      requestId?: string;
      report?: { number?: string; status?: string | number }[];
    }[];
    const receipts: Receipt[] = [];
    for (const request of reports)
      for (const line of request.report ?? []) {
        const mapped = line.status === undefined ? null : msg91Status(line.status);
        if (!usable(request.requestId) || !usable(line.number) || !mapped) continue;
        receipts.push({
          providerId: request.requestId,
          address: line.number.replace(/\D/g, ''),
          status: mapped.status as Receipt['status'],
          error: mapped.error ?? null,
        });
      }
    await apply(receipts);
    return reply.send({ ok: true });
  });
};

/** A "STOP" reply: every member on that number is opted out of WhatsApp, and it is audited. */
async function optOut(db: Kysely<Database>, number: string) {
  const members = await membersByNumber(db, number);
  if (!members.length) return;
  await db.transaction().execute(async (trx) => {
    const changed = await recordConsent(trx, {
      memberIds: members.map((m) => m.id),
      channel: 'whatsapp',
      state: 'out',
      source: 'stop_reply',
    });
    for (const member of members.filter((m) => changed.includes(m.id)))
      await audit(trx, {
        action: 'update',
        resource: 'members',
        recordId: member.id,
        label: personName(member),
        changes: { whatsapp_consent: [null, 'out'] },
        details: { consent_source: 'stop_reply' },
        districtId: member.district_id,
      });
  });
}
