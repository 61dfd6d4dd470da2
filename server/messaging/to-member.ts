import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import {
  CONSENT_PURPOSES,
  isIndianMobile,
  providerNumber,
  templateValues,
  type Language,
  type TemplateChannel,
  type TemplateContext,
  type TemplatePurpose,
} from '../../shared/messaging.js';
import type { MessageProvider } from './provider.js';
import { sendWithRetry } from './send-with-retry.js';

export type Providers = Partial<Record<TemplateChannel, MessageProvider>>;

/**
 * The channel and approved template one message of `purpose` goes by to a member:
 * WhatsApp with an opt-in, else SMS to an Indian number not opted out; the
 * template in the member's language when there is one (docs/messaging.md).
 */
export async function channelFor(
  db: Kysely<Database>,
  providers: Providers,
  member: { id: number; mobile_no: string },
  language: Language,
  purpose: TemplatePurpose,
) {
  const consents = await db
    .selectFrom('member_consents')
    .select(['purpose', 'state'])
    .where('member_id', '=', member.id)
    .execute();
  const state = (channel: TemplateChannel) =>
    consents.find((c) => c.purpose === CONSENT_PURPOSES[channel])?.state;
  const usable: TemplateChannel[] = [];
  if (providers.whatsapp && state('whatsapp') === 'in') usable.push('whatsapp');
  if (providers.sms && isIndianMobile(member.mobile_no) && state('sms') !== 'out')
    usable.push('sms');
  for (const channel of usable) {
    const templates = await db
      .selectFrom('message_templates')
      .select(['name', 'language', 'dlt_template_id', 'variables'])
      .where('channel', '=', channel)
      .where('purpose', '=', purpose)
      .where('status', '=', 'approved')
      .execute();
    const template = templates.find((t) => t.language === language) ?? templates[0];
    if (template) return { channel, template };
  }
  return null;
}

export interface Addressee {
  id: number;
  mobile_no: string;
  first_name: string | null;
  last_name: string | null;
  preferred_language: string;
}

/**
 * Sends one message of `purpose` to a member through the first channel that can take
 * them; `skipped` when none can (no number, no consent, no approved template).
 */
export async function sendToMember(
  db: Kysely<Database>,
  providers: Providers,
  member: Addressee,
  purpose: TemplatePurpose,
  /** What fills the variables; a function where words follow the template's language. */
  context: TemplateContext | ((language: Language) => TemplateContext),
): Promise<'sent' | 'failed' | 'skipped'> {
  if (!member.mobile_no) return 'skipped';
  const language: Language = member.preferred_language === 'en' ? 'en' : 'gu';
  const way = await channelFor(db, providers, member, language, purpose);
  if (!way) return 'skipped';
  const [outcome] = await sendWithRetry(providers[way.channel]!, [
    {
      to: providerNumber(member.mobile_no),
      template: {
        name: way.template.name,
        language: way.template.language as Language,
        dltTemplateId: way.template.dlt_template_id,
        purpose,
      },
      values: templateValues(
        JSON.parse(way.template.variables) as string[],
        {
          ...member,
          ...(typeof context === 'function' ? context(way.template.language as Language) : context),
        },
        way.template.language as Language,
      ),
    },
  ]);
  return outcome?.kind === 'sent' ? 'sent' : 'failed';
}
