import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { recordConsent } from '../messaging/consent.js';
import { currentNotice } from '../privacy/notice.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import { normaliseMobile } from './mobile.js';

interface Registrant {
  preferred_language?: string | null;
  messages_whatsapp?: number | boolean;
  messages_sms?: number | boolean;
}

/**
 * What a registrant agreed to, recorded with the new member in its transaction
 * (docs/messaging.md "Consent", docs/privacy.md): the language, WhatsApp and SMS,
 * under the notice in force; for a child, the parent who confirmed — their consent
 * to the child's data, and the parent link in the family tree.
 */
export function registrantRecorder(config: Config) {
  return async (
    trx: Kysely<Database>,
    memberId: number,
    form: Registrant,
    parent: { guardian_id: number; photo: string | null } | null,
  ): Promise<void> => {
    // In the write's own transaction: SQLite has one connection, which it holds.
    const notice = await currentNotice(trx, {
      auditDays: config.auditRetentionDays,
      backupDays: config.backupKeepDays,
    });
    await trx
      .updateTable('members')
      .set({
        preferred_language: form.preferred_language ?? 'gu',
        ...(parent?.photo ? { photo: parent.photo } : {}),
      })
      .where('id', '=', memberId)
      .execute();
    const consent = {
      memberIds: [memberId],
      source: 'registration' as const,
      noticeVersion: notice.version,
    };
    if (form.messages_whatsapp)
      await recordConsent(trx, { ...consent, channel: 'whatsapp', state: 'in' });
    await recordConsent(trx, {
      ...consent,
      channel: 'sms',
      state: form.messages_sms ? 'in' : 'out',
    });
    if (!parent) return;
    await recordConsent(trx, { ...consent, purpose: PRIVACY_CONSENTS.guardian, state: 'in' });
    const { sex } = await trx
      .selectFrom('members')
      .select('sex')
      .where('id', '=', parent.guardian_id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('kin_parents')
      .values({
        child_id: memberId,
        parent_id: parent.guardian_id,
        role: sex === 1 ? 'father' : 'mother',
      })
      .execute();
  };
}

/** Refuses (409) a registration whose mobile number a member already has, as saving would. */
export async function checkMobileFree(db: Kysely<Database>, input: string, abroad: boolean) {
  const mobile = normaliseMobile(input, abroad);
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('mobile_no', '=', mobile)
    .executeTakeFirst();
  if (taken) {
    const message = say('mobile_registered');
    throw new ApiError(409, message, { mobile_no: [message] });
  }
}
