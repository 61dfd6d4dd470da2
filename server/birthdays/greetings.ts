import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import type { MessageProvider, OutgoingMessage, SendOutcome } from '../messaging/provider.js';
import { sendWithRetry } from '../messaging/send-with-retry.js';
import {
  CONSENT_PURPOSES,
  isIndianMobile,
  providerNumber,
  templateValues,
  type Language,
  type TemplateChannel,
} from '../../shared/messaging.js';
import type { Occasion } from '../../shared/days.js';
import { readDays } from './read.js';

/**
 * The daily greeting (docs/birthdays.md): each member whose birthday or wedding
 * anniversary is `day` gets one message, by WhatsApp where they opted in, else by
 * SMS unless they opted out, in their language where an approved template of the
 * occasion has it. The ledger (`greetings`, one row per member, occasion and year)
 * is written before a message leaves: a second process, a second run or a restart
 * finds the row and greets nobody twice. A row left `claimed` by a process that died
 * is never sent again: it becomes `unknown`.
 */

type Db = Kysely<Database>;
type Providers = Partial<Record<TemplateChannel, MessageProvider>>;

/** Members greeted a batch at a time. */
export const GREETING_BATCH = 200;
/** A claim older than this belongs to a process that died with its message in flight. */
const STALE_CLAIM_MS = 30 * 60_000;

export interface GreetingRun {
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
  /** Greeted (or decided) before this run: left alone. */
  done_before: number;
}

interface Candidate {
  member_id: number;
  occasion: Occasion;
  years: number | null;
}

const now = () => new Date().toISOString();

/** The rows another process left claimed for too long: their outcome is unknown. */
export async function settleStaleClaims(db: Db, at = Date.now()) {
  await db
    .updateTable('greetings')
    .set({ status: 'unknown', error: 'no_answer' })
    .where('status', '=', 'claimed')
    .where('at', '<', new Date(at - STALE_CLAIM_MS).toISOString())
    .execute();
}

export async function runGreetings(
  db: Db,
  providers: Providers,
  day: string,
  {
    batch = GREETING_BATCH,
    onBatch,
    stopping = () => false,
  }: {
    batch?: number;
    onBatch?: (n: number) => void;
    /** Asked before each batch: a process shutting down ends its run there. */
    stopping?: () => boolean;
  } = {},
): Promise<GreetingRun> {
  const run: GreetingRun = { sent: 0, failed: 0, unknown: 0, skipped: 0, done_before: 0 };
  const { rows } = await readDays(db, null, { from: day, days: 1 });
  const candidates: Candidate[] = rows.flatMap((r) =>
    r.occasion === 'birthday'
      ? [{ member_id: r.member_id, occasion: r.occasion, years: r.years }]
      : [r.member_id, r.spouse_id!].map((id) => ({
          member_id: id,
          occasion: r.occasion,
          years: r.years,
        })),
  );
  const year = Number(day.slice(0, 4));
  const templates = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('status', '=', 'approved')
    .where('purpose', 'in', ['birthday', 'anniversary'])
    .execute();
  const templateFor = (channel: TemplateChannel, occasion: Occasion, language: Language) =>
    templates.find(
      (t) => t.channel === channel && t.purpose === occasion && t.language === language,
    ) ?? templates.find((t) => t.channel === channel && t.purpose === occasion);

  for (let start = 0, n = 0; start < candidates.length; start += batch, n++) {
    if (stopping()) break;
    const part = candidates.slice(start, start + batch);
    const ids = part.map((c) => c.member_id);
    const [members, consents, greeted] = await Promise.all([
      db
        .selectFrom('members')
        .leftJoin('villages', 'villages.id', 'members.village_id')
        .select([
          'members.id',
          'members.first_name',
          'members.last_name',
          'members.mobile_no',
          'members.preferred_language',
          'members.died_on',
          'villages.name as village',
          'villages.name_gu as village_gu',
        ])
        .where('members.id', 'in', ids)
        .execute(),
      db
        .selectFrom('member_consents')
        .select(['member_id', 'purpose', 'state'])
        .where('member_id', 'in', ids)
        .execute(),
      db
        .selectFrom('greetings')
        .select(['member_id', 'occasion'])
        .where('member_id', 'in', ids)
        .where('year', '=', year)
        .execute(),
    ]);
    const byId = new Map(members.map((m) => [m.id, m]));
    const consent = (id: number, channel: TemplateChannel) =>
      consents.find((c) => c.member_id === id && c.purpose === CONSENT_PURPOSES[channel])?.state;
    const before = new Set(greeted.map((g) => `${g.member_id}:${g.occasion}`));

    const outgoing = new Map<number, { provider: MessageProvider; message: OutgoingMessage }>();
    for (const c of part) {
      if (before.has(`${c.member_id}:${c.occasion}`)) {
        run.done_before++;
        continue;
      }
      const m = byId.get(c.member_id);
      if (!m || m.died_on) continue;
      const language: Language = m.preferred_language === 'en' ? 'en' : 'gu';
      let channel: TemplateChannel | null = null;
      let reason = 'opted_out';
      const withdrawn = consents.some(
        (x) =>
          x.member_id === m.id && x.purpose === PRIVACY_CONSENTS.greetings && x.state === 'out',
      );
      if (withdrawn) reason = 'no_consent';
      else if (!m.mobile_no) reason = 'no_mobile';
      else if (consent(m.id, 'whatsapp') === 'in' && providers.whatsapp)
        channel = templateFor('whatsapp', c.occasion, language) ? 'whatsapp' : null;
      if (!channel && !withdrawn && m.mobile_no && consent(m.id, 'sms') !== 'out') {
        if (!isIndianMobile(m.mobile_no)) reason = 'abroad';
        else if (!providers.sms) reason = 'no_channel';
        else if (templateFor('sms', c.occasion, language)) channel = 'sms';
        else reason = 'no_template';
      }
      const template = channel ? templateFor(channel, c.occasion, language)! : null;
      // The claim: written once per member, occasion and year, or not at all.
      const claimed = await db
        .insertInto('greetings')
        .values({
          member_id: m.id,
          occasion: c.occasion,
          year,
          day,
          status: channel ? 'claimed' : 'skipped',
          channel,
          address: channel ? providerNumber(m.mobile_no) : null,
          template_id: template?.id ?? null,
          error: channel ? null : reason,
          at: now(),
        })
        .onConflict((conflict) => conflict.columns(['member_id', 'occasion', 'year']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) {
        run.done_before++;
        continue;
      }
      if (!channel || !template) {
        run.skipped++;
        continue;
      }
      const templateLanguage = template.language as Language;
      outgoing.set(claimed.id, {
        provider: providers[channel]!,
        message: {
          to: providerNumber(m.mobile_no),
          template: {
            name: template.name,
            language: templateLanguage,
            dltTemplateId: template.dlt_template_id,
            purpose: template.purpose,
          },
          values: templateValues(
            JSON.parse(template.variables) as string[],
            { ...m, years: c.years, date: new Date(`${day}T06:30:00Z`) },
            templateLanguage,
          ),
        },
      });
    }
    for (const provider of new Set([...outgoing.values()].map((o) => o.provider))) {
      const mine = [...outgoing.entries()].filter(([, o]) => o.provider === provider);
      for (let i = 0; i < mine.length; i += provider.batchSize) {
        const chunk = mine.slice(i, i + provider.batchSize);
        const answers = await sendWithRetry(
          provider,
          chunk.map(([, o]) => o.message),
        );
        for (const [k, [id]] of chunk.entries()) await record(db, id, answers[k]!, run);
      }
    }
    onBatch?.(n);
  }
  return run;
}

async function record(db: Db, id: number, outcome: SendOutcome, run: GreetingRun) {
  const status =
    outcome.kind === 'sent' ? 'sent' : outcome.kind === 'unknown' ? 'unknown' : 'failed';
  run[status]++;
  await db
    .updateTable('greetings')
    .set({
      status,
      provider_id: outcome.kind === 'sent' ? outcome.providerId : null,
      error: outcome.kind === 'sent' ? null : outcome.error,
      at: now(),
    })
    .where('id', '=', id)
    .execute();
}
