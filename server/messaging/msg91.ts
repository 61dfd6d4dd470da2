import type { MessagingConfig } from '../config.js';
import { postJson, type MessageProvider, type OutgoingMessage } from './provider.js';

/** MSG91's flow API takes up to this many recipients of one template in one request. */
const BATCH = 100;

/**
 * SMS through MSG91's flow API (`POST {MSG91_API_URL}/flow`, header `authkey`): a
 * template registered on DLT and mapped at MSG91 (its id), the sender and DLT entity
 * ids, and the recipients with their values as `var1`, `var2`…. MSG91 answers one
 * request id for the batch; its delivery reports name the request id and each number.
 */
export function msg91Provider(config: MessagingConfig['sms'], timeoutMs: number): MessageProvider {
  const url = `${config.apiUrl}/flow`;
  const headers = { authkey: config.authKey ?? '', accept: 'application/json' };
  return {
    channel: 'sms',
    name: 'msg91',
    batchSize: BATCH,
    ratePerSecond: config.ratePerSecond,
    price: config.price,
    async send(messages) {
      // One request carries one template: a batch is split by template first.
      const byTemplate = new Map<string, OutgoingMessage[]>();
      for (const message of messages) {
        const list = byTemplate.get(message.template.name) ?? [];
        list.push(message);
        byTemplate.set(message.template.name, list);
      }
      const outcomes = new Map<OutgoingMessage, Awaited<ReturnType<MessageProvider['send']>>[0]>();
      for (const [templateId, group] of byTemplate) {
        const first = group[0]!.template;
        const outcome = await postJson(
          url,
          headers,
          {
            template_id: templateId,
            sender: config.senderId,
            DLT_TE_ID: first.dltTemplateId,
            pe_id: config.dltEntityId,
            short_url: '0',
            recipients: group.map((m) => ({
              mobiles: m.to,
              ...Object.fromEntries(m.values.map((value, i) => [`var${i + 1}`, value])),
            })),
          },
          timeoutMs,
          (json) => {
            const answer = json as { type?: string; message?: string } | null;
            return answer?.type === 'success' && answer.message
              ? { kind: 'sent', providerId: answer.message }
              : { kind: 'failed', error: `msg91_${answer?.message ?? 'refused'}` };
          },
          (status, json) => {
            const message = (json as { message?: string } | null)?.message;
            return message ? `msg91_${message}`.slice(0, 120) : `http_${status}`;
          },
        );
        for (const message of group) outcomes.set(message, outcome);
      }
      return messages.map((m) => outcomes.get(m)!);
    },
  };
}

/**
 * MSG91's delivery-report status codes, as its documentation lists them, onto our
 * delivery states (docs/messaging.md "Receipts"): 1 delivered, 2 failed, 9 NDNC
 * (on the do-not-disturb register), 16 rejected, 17 blocked number, 25/26 rejected
 * by the operator or DLT; 8 and 5 mean still on the way.
 */
export function msg91Status(code: string | number): { status: string; error?: string } | null {
  switch (String(code)) {
    case '1':
      return { status: 'delivered' };
    case '2':
      return { status: 'failed', error: 'sms_failed' };
    case '9':
      return { status: 'failed', error: 'sms_ndnc' };
    case '16':
    case '25':
    case '26':
      return { status: 'failed', error: 'sms_rejected' };
    case '17':
      return { status: 'failed', error: 'sms_blocked' };
    default:
      return null;
  }
}
