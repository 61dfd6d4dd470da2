import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { createCounters } from '../auth/counters.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import {
  providerNumber,
  templateValues,
  type Language,
  type TemplateChannel,
} from '../../shared/messaging.js';
import { sendWithRetry } from './send-with-retry.js';
import { channelFor, type Providers } from './to-member.js';

/** A code lasts ten minutes and allows five tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
const HOUR = 3_600_000;

const hashOf = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export interface CodeOptions {
  providers: Providers;
  counters: ReturnType<typeof createCounters>;
  perMobilePerHour: number;
  perAddressPerHour: number;
  log?: (line: string) => void;
  /** Development and the demo (`MEMBER_CODES_TO_LOG`): each code is written to the log as well. */
  codesToLog?: boolean;
}

/**
 * One-time codes for the member's door (docs/messaging.md "One-time codes"): six
 * digits sent by WhatsApp's authentication template or an SMS code template,
 * stored only as a salted hash, valid ten minutes and five tries. Asking answers
 * the same whether or not the number is a member's, but a code is sent (and
 * costs) only for members' numbers. Asks are limited per number and per address.
 */
export function createOneTimeCodes(db: Kysely<Database>, options: CodeOptions) {
  const limit = async (key: string, most: number) => {
    const { hits, msLeft } = await options.counters.hit(key, HOUR);
    if (hits > most)
      throw new ApiError(
        429,
        say('too_many_attempts', { smart_count: Math.ceil(msLeft / 60_000) }),
      );
  };

  return {
    /**
     * Whether members can sign in at all: a channel is set up with an approved code
     * template, or the codes go to the log.
     */
    async open(): Promise<boolean> {
      if (options.codesToLog) return true;
      const channels = (Object.keys(options.providers) as TemplateChannel[]).filter(
        (channel) => options.providers[channel],
      );
      if (!channels.length) return false;
      const template = await db
        .selectFrom('message_templates')
        .select('id')
        .where('channel', 'in', channels)
        .where('purpose', '=', 'code')
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return !!template;
    },

    /** Asks for a code for `mobile` (as stored: 10 digits, or +country…) from `address`. */
    async request(mobile: string, address: string): Promise<{ sent: boolean }> {
      await limit(`code:address:${address}`, options.perAddressPerHour);
      await limit(`code:mobile:${mobile}`, options.perMobilePerHour);
      const member = await db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name', 'preferred_language'])
        .where('mobile_no', '=', mobile)
        .orderBy('is_head', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      if (!member) return { sent: false };
      const language: Language = member.preferred_language === 'en' ? 'en' : 'gu';
      const way = await channelFor(
        db,
        options.providers,
        { id: member.id, mobile_no: mobile },
        language,
        'code',
      );
      if (!way && !options.codesToLog) {
        options.log?.(`no channel can send a code to member ${member.id}`);
        return { sent: false };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        // A new code replaces any earlier one.
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: new Date(now).toISOString() })
          .where('mobile', '=', mobile)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_codes')
          .values({
            mobile,
            code_hash: `${salt}:${hashOf(salt, code)}`,
            expires_at: now + CODE_TTL_MS,
          })
          .execute();
      });
      if (options.codesToLog)
        options.log?.(`member page code for ${mobile}: ${code} (MEMBER_CODES_TO_LOG)`);
      if (!way) return { sent: true };
      const [outcome] = await sendWithRetry(options.providers[way.channel]!, [
        {
          to: providerNumber(mobile),
          template: {
            name: way.template.name,
            language: way.template.language as Language,
            dltTemplateId: way.template.dlt_template_id,
            purpose: 'code',
          },
          values: templateValues(
            JSON.parse(way.template.variables) as string[],
            { ...member, code },
            way.template.language as Language,
          ),
        },
      ]);
      return { sent: outcome?.kind === 'sent' };
    },

    /**
     * Checks a code: the latest unused one for the number, unexpired, with tries
     * left. A wrong code uses a try; the fifth wrong one locks it.
     */
    async verify(mobile: string, code: string): Promise<'ok' | 'wrong' | 'locked'> {
      const row = await db
        .selectFrom('one_time_codes')
        .select(['id', 'code_hash', 'expires_at', 'tries'])
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || Number(row.expires_at) < Date.now()) return 'wrong';
      if (row.tries >= CODE_TRIES) return 'locked';
      const [salt, hash] = row.code_hash.split(':') as [string, string];
      const given = Buffer.from(hashOf(salt, code.trim()), 'hex');
      const right = given.length === 32 && timingSafeEqual(given, Buffer.from(hash, 'hex'));
      if (right) {
        const used = await db
          .updateTable('one_time_codes')
          .set({ used_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        // Two answers racing with the right code: only the first gets in.
        return Number(used.numUpdatedRows) === 1 ? 'ok' : 'wrong';
      }
      const tried = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', row.id)
        .returning('tries')
        .executeTakeFirstOrThrow();
      return tried.tries >= CODE_TRIES ? 'locked' : 'wrong';
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
