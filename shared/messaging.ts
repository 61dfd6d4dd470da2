/**
 * Messages to members' phones over WhatsApp and SMS (docs/messaging.md): the channels,
 * what a template's numbered variables may hold, and how long a message is. Without
 * zod, so the browser may import it.
 */

/** The channels a notification may go by, as the send page offers them. */
export const CHANNELS = ['whatsapp', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The channels that need a template approved by the provider. */
export const TEMPLATE_CHANNELS = ['whatsapp', 'sms'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export const LANGUAGES = ['gu', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What a template is for: a notification, a one-time code, a birthday or anniversary
 * greeting, a verification campaign's link, the outcome of a member's change request.
 */
export const TEMPLATE_PURPOSES = [
  'notification',
  'code',
  'birthday',
  'anniversary',
  'verification',
  'request_outcome',
  'privacy_notice',
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

export const TEMPLATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** What fills a template's `{{n}}`: each variable is tagged with one of these. */
export const TEMPLATE_VARIABLES = [
  'first_name',
  'full_name',
  'title',
  'description',
  'code',
  'date',
  'village',
  /** A greeting's age turned or years married (empty when the year is not known). */
  'years',
  /** A verification campaign's link to the member's door. */
  'link',
  /** What the office decided on a change request (accepted, partly accepted, not accepted). */
  'outcome',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Consent is kept per purpose; a channel's messages are one purpose each. */
export const CONSENT_PURPOSES = { whatsapp: 'messages_whatsapp', sms: 'messages_sms' } as const;
export const CONSENT_STATES = ['in', 'out'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
/** How a consent was given or withdrawn. */
export const CONSENT_SOURCES = [
  'registration',
  'member_door',
  'paper_form',
  'import',
  'stop_reply',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Meta refuses a template body longer than this. */
export const WHATSAPP_BODY_MAX = 1024;
/** A DLT template id: 19 digits on every operator's portal. */
export const DLT_TEMPLATE_ID = /^\d{19}$/;
/** A WhatsApp template's name as Meta accepts it. */
export const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/** The `{{n}}` numbers a body uses, in order of first use. */
export function placeholders(body: string): number[] {
  const seen: number[] = [];
  for (const match of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) {
    const n = Number(match[1]);
    if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

/**
 * What is wrong with a body's variables: they must be numbered 1, 2, 3… without a gap,
 * and each must be tagged (`variables[n - 1]`).
 */
export function placeholderProblem(
  body: string,
  variables: readonly string[],
): 'template_variables_gap' | 'template_variables_count' | null {
  const used = [...placeholders(body)].sort((a, b) => a - b);
  if (used.some((n, i) => n !== i + 1)) return 'template_variables_gap';
  if (used.length !== variables.length) return 'template_variables_count';
  return null;
}

/** The body with each `{{n}}` replaced by its value. */
export const fillTemplate = (body: string, values: readonly string[]) =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);

/** The GSM 03.38 alphabet (its basic set and the escaped extension, which count two). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * How many SMS parts a text takes: GSM-7 text 160 characters in one part, 153 a part
 * when longer; any other character (Gujarati among them) makes it Unicode, 70 in
 * one part and 67 a part when longer.
 */
export function smsParts(text: string): { unicode: boolean; length: number; parts: number } {
  let length = 0;
  let unicode = false;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else {
      unicode = true;
      break;
    }
  }
  if (unicode) {
    // UCS-2 counts UTF-16 code units.
    length = text.length;
    return { unicode, length, parts: length <= 70 ? 1 : Math.ceil(length / 67) };
  }
  return { unicode, length, parts: length <= 160 ? 1 : Math.ceil(length / 153) };
}

/** Whether a stored mobile number is Indian (stored as its 10 national digits). */
export const isIndianMobile = (mobile: string | null | undefined) =>
  /^[6-9]\d{9}$/.test(mobile ?? '');

/** A stored mobile number as the providers take it: country code and number, no `+`. */
export const providerNumber = (mobile: string) =>
  isIndianMobile(mobile) ? `91${mobile}` : mobile.replace(/^\+/, '');

/** What a template's variables are filled from: a member, a notification, a code. */
export interface TemplateContext {
  first_name?: string | null;
  last_name?: string | null;
  village?: string | null;
  village_gu?: string | null;
  title?: string | null;
  description?: string | null;
  code?: string | null;
  date?: Date;
  years?: number | null;
  link?: string | null;
  outcome?: string | null;
}

/** The date as a member reads it: in Gujarati with Gujarati digits for a Gujarati template. */
export const messageDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'gu' ? 'gu-IN-u-nu-gujr' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/** Each variable's value, in the template's language where the data has one. */
export function templateValues(
  variables: readonly string[],
  context: TemplateContext,
  language: Language,
): string[] {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return variables.map((tag) => {
    switch (tag as TemplateVariable) {
      case 'first_name':
        return text(context.first_name);
      case 'full_name':
        return [text(context.first_name), text(context.last_name)].filter(Boolean).join(' ');
      case 'title':
        return text(context.title);
      case 'description':
        return text(context.description);
      case 'code':
        return text(context.code);
      case 'date':
        return messageDate(context.date ?? new Date(), language);
      case 'village':
        return text(language === 'gu' ? context.village_gu || context.village : context.village);
      case 'years':
        return context.years === null || context.years === undefined
          ? ''
          : new Intl.NumberFormat(language === 'gu' ? 'gu-IN-u-nu-gujr' : 'en-IN').format(
              context.years,
            );
      case 'link':
        return text(context.link);
      case 'outcome':
        return text(context.outcome);
      default:
        return '';
    }
  });
}
