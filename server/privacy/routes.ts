import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { say } from '../../shared/contract/say.js';
import { z } from 'zod';
import { audit, personName } from '../audit/audit.js';
import { idParams } from '../../shared/contract/fields.js';
import { personalData } from './personal-data.js';
import { oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { privacyNotice, privacySettings } from '../../shared/contract/privacy.js';
import { currentNotice, readPrivacySettings, savePrivacySettings } from './notice.js';

const tags = ['Privacy'];

/**
 * The privacy notice (docs/privacy.md): public, with its version, for `/privacy-policy`,
 * the registration form and the member page; the organisation's settings in it,
 * changed by administrators (a change is a new version).
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Config;
}> = async (app, { db, config }) => {
  const retention = { auditDays: config.auditRetentionDays, backupDays: config.backupKeepDays };
  app.get(
    '/privacy/notice',
    { config: { public: true }, schema: { tags, response: { 200: oneOf(privacyNotice) } } },
    async () => ({ data: await currentNotice(db, retention) }),
  );

  app.get(
    '/members/:id/personal-data',
    {
      config: { access: { resource: 'personal_data' } },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ data: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await personalData(db, id);
      // Handing it over is itself an export of the member's data.
      await audit(db, {
        action: 'export',
        resource: 'members',
        recordId: id,
        label: personName(data.member),
        districtId: data.member.district_id,
        details: { member_ids: String(id) },
      });
      return reply
        .header('Content-Disposition', `attachment; filename="personal-data-${id}.json"`)
        .send({ data });
    },
  );

  app.put(
    '/privacy/notice',
    { schema: { tags, body: privacySettings, response: writeOf(privacyNotice) } },
    async (request) => {
      const before = await readPrivacySettings(db);
      await db.transaction().execute(async (trx) => {
        await savePrivacySettings(trx, request.body);
        const changed = Object.keys(request.body).filter(
          (key) => before[key as keyof typeof before] !== request.body[key as keyof typeof before],
        );
        if (changed.length)
          await audit(trx, {
            action: 'update',
            resource: 'privacy_notice',
            label: null,
            details: { fields: changed },
          });
      });
      return { message: say('privacy_saved'), data: await currentNotice(db, retention) };
    },
  );
};
