import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { PRIVACY_CONSENTS, PRIVACY_CONSENT_NAMES } from '../../shared/consent.js';
import { audit, personName } from '../audit/audit.js';
import { checkMemberInScope, districtScope, scopedMembers } from '../auth/scope.js';
import { notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { idParams } from '../../shared/contract/fields.js';
import { oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { messagingBody, messagingRow } from '../../shared/contract/messaging.js';
import { TEMPLATE_CHANNELS, type Language } from '../../shared/messaging.js';
import { readConsents, recordConsent } from './consent.js';
import { isMinor } from '../../shared/door.js';
import { todayIn } from '../../shared/days.js';

const tags = ['Messages'];

async function readMessaging(db: Kysely<Database>, id: number) {
  const member = await db
    .selectFrom('members')
    .select(['id', 'family_id', 'preferred_language', 'date_of_birth', 'marked_minor'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!member) throw notFound('member');
  const family = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('family_id', '=', member.family_id)
    .executeTakeFirstOrThrow();
  return {
    id: member.id,
    preferred_language: (member.preferred_language === 'en' ? 'en' : 'gu') as Language,
    ...(await readConsents(db, id)),
    minor: isMinor(member.date_of_birth, todayIn(), member.marked_minor),
    marked_minor: member.marked_minor === 1,
    family_size: Number(family.n),
  };
}

/**
 * A member's messages (docs/messaging.md "Consent"): whether WhatsApp and SMS may
 * reach them, how and when that was recorded, and the language templates are
 * chosen in. The office records a paper form for one member or the whole family.
 */
export const consentRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/members/:id/messaging',
    {
      config: { access: { resource: 'members' } },
      schema: { tags, params: idParams, response: { 200: oneOf(messagingRow) } },
    },
    async (request) => {
      await checkMemberInScope(db, request, request.params.id);
      return { data: await readMessaging(db, request.params.id) };
    },
  );

  app.put(
    '/members/:id/messaging',
    {
      config: { access: { resource: 'members' } },
      schema: {
        tags,
        params: idParams,
        body: messagingBody,
        response: writeOf(messagingRow),
      },
    },
    async (request) => {
      const { params, body } = request;
      await checkMemberInScope(db, request, params.id);
      const member = await db
        .selectFrom('members')
        .select(['id', 'family_id', 'first_name', 'last_name', 'mobile_no', 'district_id'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!member) throw notFound('member');
      // The whole family, within the account's districts.
      const ids = body.whole_family
        ? (
            await scopedMembers(db, districtScope(request))
              .select('members.id')
              .where('members.family_id', '=', member.family_id)
              .execute()
          ).map((m) => m.id)
        : [member.id];
      const before = await readMessaging(db, member.id);
      await db.transaction().execute(async (trx) => {
        for (const channel of TEMPLATE_CHANNELS) {
          const state = body[channel];
          if (!state) continue;
          await recordConsent(trx, {
            memberIds: ids,
            channel,
            state,
            source: body.source,
            userId: request.user?.id ?? null,
          });
        }
        // Listing in the book and greetings (docs/privacy.md), from the same paper form.
        for (const purpose of PRIVACY_CONSENT_NAMES) {
          const state = body[purpose];
          if (!state) continue;
          await recordConsent(trx, {
            memberIds: ids,
            purpose: PRIVACY_CONSENTS[purpose],
            state,
            source: body.source,
            userId: request.user?.id ?? null,
          });
        }
        if (body.marked_minor !== undefined)
          await trx
            .updateTable('members')
            .set({ marked_minor: body.marked_minor ? 1 : 0 })
            .where('id', '=', member.id)
            .execute();
        if (body.preferred_language)
          await trx
            .updateTable('members')
            .set({ preferred_language: body.preferred_language })
            .where('id', '=', member.id)
            .execute();
        const after = await readMessaging(trx, member.id);
        const changes: Record<string, [unknown, unknown]> = {};
        if (before.whatsapp.state !== after.whatsapp.state)
          changes.whatsapp_consent = [before.whatsapp.state, after.whatsapp.state];
        if (before.sms.state !== after.sms.state)
          changes.sms_consent = [before.sms.state, after.sms.state];
        for (const purpose of PRIVACY_CONSENT_NAMES)
          if (before[purpose].state !== after[purpose].state)
            changes[`${purpose}_consent`] = [before[purpose].state, after[purpose].state];
        if (before.marked_minor !== after.marked_minor)
          changes.marked_minor = [before.marked_minor, after.marked_minor];
        if (before.preferred_language !== after.preferred_language)
          changes.preferred_language = [before.preferred_language, after.preferred_language];
        await audit(trx, {
          action: 'update',
          resource: 'members',
          recordId: member.id,
          label: personName(member),
          changes,
          details: { consent_source: body.source, members: ids.length },
          districtId: member.district_id,
        });
      });
      return {
        message: say('consent_recorded', { smart_count: ids.length }),
        data: await readMessaging(db, member.id),
      };
    },
  );
};
