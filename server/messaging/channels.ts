import type { MessagingConfig } from '../config.js';
import type { TemplateChannel } from '../../shared/messaging.js';
import { msg91Provider } from './msg91.js';
import type { MessageProvider } from './provider.js';
import { whatsappProvider } from './whatsapp.js';

/**
 * The providers whose credentials are set: WhatsApp with a phone number id and a
 * token, SMS with `SMS_PROVIDER=msg91` and its auth key. Neither set, notifications
 * go by push alone, as before.
 */
export function providersFrom(
  config: MessagingConfig,
): Partial<Record<TemplateChannel, MessageProvider>> {
  const providers: Partial<Record<TemplateChannel, MessageProvider>> = {};
  if (config.whatsapp.phoneNumberId && config.whatsapp.token)
    providers.whatsapp = whatsappProvider(config.whatsapp, config.requestTimeoutMs);
  if (config.sms.provider === 'msg91' && config.sms.authKey)
    providers.sms = msg91Provider(config.sms, config.requestTimeoutMs);
  return providers;
}

/** What the start-up log says about the channels. */
export function channelsLine(
  push: string,
  providers: Partial<Record<TemplateChannel, MessageProvider>>,
  config: MessagingConfig,
): string {
  const live = [
    `push (${push})`,
    ...Object.values(providers).map((p) => `${p.channel} (${p.name}, ${p.ratePerSecond}/s)`),
  ];
  const notes: string[] = [];
  if (providers.whatsapp && !config.whatsapp.appSecret)
    notes.push('WHATSAPP_APP_SECRET is unset: WhatsApp receipts are refused');
  if (providers.sms && !config.sms.webhookSecret)
    notes.push('SMS_WEBHOOK_SECRET is unset: SMS delivery reports are refused');
  return `Messages go by ${live.join(', ')}${notes.length ? `; ${notes.join('; ')}` : ''}.`;
}
