import { createHmac } from 'node:crypto';
import Fastify from 'fastify';

/** What the fake providers were sent. */
export interface FakeWhatsAppMessage {
  to: string;
  template: { name: string; language: { code: string }; components: unknown[] };
  id: string;
}
export interface FakeSmsRequest {
  template_id: string;
  sender?: string;
  DLT_TE_ID?: string;
  recipients: Record<string, string>[];
  requestId: string;
}

export interface FakeOptions {
  /** Where our server listens: the fakes call its webhooks back, as the real ones do. */
  webhookBase?: string;
  whatsappToken?: string;
  appSecret?: string;
  msg91AuthKey?: string;
  smsSecret?: string;
  /** The WhatsApp statuses sent back for each message, in order. */
  statuses?: ('sent' | 'delivered' | 'read')[];
}

/**
 * A fake WhatsApp Cloud API and a fake MSG91 in one small Fastify app, speaking
 * their documented request and response shapes: `POST /{phone-number-id}/messages`
 * with a bearer token answers `{ messages: [{ id: 'wamid…' }] }`, then posts the
 * message's statuses to `/webhooks/whatsapp` signed with the app secret;
 * `POST /flow` with an `authkey` answers `{ type: 'success', message: <request id> }`,
 * then posts a delivery report to `/webhooks/sms?secret=`. Behaviours a test asks
 * for: the next N requests answered 429, numbers that fail (WhatsApp 131026; MSG91
 * status 9, NDNC), numbers that never get an answer.
 */
export async function startFakeProviders(options: FakeOptions = {}) {
  const app = Fastify({ forceCloseConnections: true });
  const whatsapp: FakeWhatsAppMessage[] = [];
  const sms: FakeSmsRequest[] = [];
  const state = {
    throttleNext: 0,
    failing: new Set<string>(),
    hanging: new Set<string>(),
    requests: 0,
  };
  let next = 0;

  const callBack = (path: string, body: unknown, headers: Record<string, string> = {}) => {
    if (!options.webhookBase) return;
    const raw = JSON.stringify(body);
    setTimeout(() => {
      fetch(`${options.webhookBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw,
      }).catch(() => {});
    }, 5);
  };
  const signed = (body: unknown) => ({
    'x-hub-signature-256': `sha256=${createHmac('sha256', options.appSecret ?? '')
      .update(JSON.stringify(body))
      .digest('hex')}`,
  });

  app.post('/:phoneNumberId/messages', async (request, reply) => {
    state.requests++;
    if (request.headers.authorization !== `Bearer ${options.whatsappToken ?? 'token'}`)
      return reply
        .status(401)
        .send({ error: { code: 190, message: 'Invalid OAuth access token' } });
    if (state.throttleNext > 0) {
      state.throttleNext--;
      return reply
        .status(429)
        .header('retry-after', '0')
        .send({ error: { code: 130429, message: 'Rate limit hit' } });
    }
    const body = request.body as {
      to: string;
      type: string;
      template: FakeWhatsAppMessage['template'];
    };
    if (body.type !== 'template' || !body.template?.name)
      return reply.status(400).send({ error: { code: 100, message: 'Invalid parameter' } });
    if (state.hanging.has(body.to)) return new Promise(() => {});
    if (state.failing.has(body.to))
      return reply.status(400).send({ error: { code: 131026, message: 'Message undeliverable' } });
    const id = `wamid.fake${++next}`;
    whatsapp.push({ to: body.to, template: body.template, id });
    for (const status of options.statuses ?? ['sent', 'delivered']) {
      const event = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  statuses: [
                    { id, status, timestamp: String(Date.now() / 1000), recipient_id: body.to },
                  ],
                },
              },
            ],
          },
        ],
      };
      callBack('/webhooks/whatsapp', event, signed(event));
    }
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    };
  });

  app.post('/flow', async (request, reply) => {
    state.requests++;
    if (request.headers.authkey !== (options.msg91AuthKey ?? 'authkey'))
      return reply.status(401).send({ type: 'error', message: 'Authentication failure' });
    if (state.throttleNext > 0) {
      state.throttleNext--;
      return reply.status(429).send({ type: 'error', message: 'Too many requests' });
    }
    const body = request.body as Omit<FakeSmsRequest, 'requestId'>;
    const requestId = `msg91-${++next}`;
    sms.push({ ...body, requestId });
    const report = body.recipients.map((r) => ({
      number: r.mobiles,
      status: state.failing.has(r.mobiles ?? '') ? '9' : '1',
      desc: state.failing.has(r.mobiles ?? '') ? 'NDNC' : 'DELIVERED',
    }));
    callBack(`/webhooks/sms?secret=${encodeURIComponent(options.smsSecret ?? '')}`, {
      data: [{ requestId, report, senderId: body.sender }],
    });
    return { type: 'success', message: requestId };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    whatsapp,
    sms,
    state,
    close: () => app.close(),
  };
}
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
