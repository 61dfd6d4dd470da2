import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { sendToMember, type Providers } from '../messaging/to-member.js';

/** The words of an outcome the member is told, in the language of their messages. */
const OUTCOME_WORDS = {
  gu: { accepted: 'સ્વીકાર્યા', partly: 'થોડા સ્વીકાર્યા', rejected: 'સ્વીકાર્યા નથી' },
  en: { accepted: 'accepted', partly: 'partly accepted', rejected: 'not accepted' },
} as const;

/**
 * Tells the member who proposed a request what the office decided, by the first
 * channel that can take them (an approved `request_outcome` template); nothing when
 * none can: the member page shows the outcome either way.
 */
export async function tellOutcome(
  db: Kysely<Database>,
  providers: Providers,
  requestId: number,
): Promise<string> {
  const row = await db
    .selectFrom('change_requests')
    .innerJoin('members', 'members.id', 'change_requests.proposed_by')
    .select([
      'change_requests.outcome',
      'members.id',
      'members.mobile_no',
      'members.first_name',
      'members.last_name',
      'members.preferred_language',
    ])
    .where('change_requests.id', '=', requestId)
    .executeTakeFirst();
  if (!row?.outcome || !Object.keys(providers).length) return 'skipped';
  const outcome = row.outcome as keyof (typeof OUTCOME_WORDS)['en'];
  return sendToMember(db, providers, row, 'request_outcome', (language) => ({
    outcome: OUTCOME_WORDS[language][outcome],
  }));
}
