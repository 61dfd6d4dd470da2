import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { normaliseMobile } from '../member/mobile.js';
import { withUploads } from '../uploads/images.js';
import { MULTIPART } from '../uploads/multipart.js';
import { messageOnly, oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import {
  changesBody,
  codeBody,
  consentBody,
  doorChoices,
  doorFamily,
  doorState,
  newMemberBody,
  passedAwayBody,
  photoBody,
  proposalResult,
  signInBody,
} from '../../shared/contract/door.js';
import { sessionRules } from '../auth/sessions.js';
import {
  endMemberSession,
  memberOf,
  registerMemberSessions,
  requireMember,
  startMemberSession,
} from './member-sessions.js';
import { readDoorFamily } from './family.js';
import { readChoices } from './choices.js';
import { tokenHash } from './tokens.js';
import { currentNotice } from '../privacy/notice.js';
import { recordRight, readRight, rightRows, shapeRight } from '../privacy/rights.js';
import { doorRightBody, rightRow } from '../../shared/contract/rights.js';
import { rowsOf } from '../../shared/contract/envelopes.js';
import { todayIn } from '../../shared/days.js';
import {
  checkAnswersFor,
  checkMayPropose,
  confirmFamily,
  doorConsent,
  ownFamilyMember,
  proposeChanges,
  proposeNewMember,
  proposePassing,
  proposePhoto,
} from './proposals.js';

const tags = ['Member page'];
const signedIn = { onRequest: requireMember };

/**
 * The member's own door (docs/member-door.md), under `/api/member`: a one-time code
 * by WhatsApp or SMS, a member session of its own, the family's record, and what a
 * member may change or propose. Nothing here reaches `/api/frontend`.
 */
export const doorRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  registerMemberSessions(app, db);
  const rules = sessionRules(config);
  const timeZone = config.timeZone;
  /** A mobile number as stored, or the same answer as an unknown number's. */
  const storedMobile = (text: string) => {
    try {
      return normaliseMobile(text, text.startsWith('+') || text.startsWith('00'));
    } catch {
      return null;
    }
  };

  app.get(
    '/door',
    {
      schema: {
        tags,
        querystring: z.object({ t: z.string().max(100).optional() }),
        response: { 200: doorState },
      },
    },
    async ({ query, member }) => {
      const open = await app.codes.open();
      const signed_in = !!member;
      if (!query.t) return { open, signed_in };
      // A campaign's link names the family: the head's number is filled in, the link marked opened.
      const row = await db
        .selectFrom('campaign_families')
        .innerJoin('members', 'members.id', 'campaign_families.head_id')
        .select(['campaign_families.id', 'campaign_families.opened_at', 'members.mobile_no'])
        .where('campaign_families.token_hash', '=', tokenHash(query.t))
        .executeTakeFirst();
      if (!row) return { open, signed_in };
      if (!row.opened_at)
        await db
          .updateTable('campaign_families')
          .set({ opened_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
      return { open, signed_in, mobile_no: row.mobile_no };
    },
  );

  app.post(
    '/code',
    { schema: { tags, body: codeBody, response: messageOnly } },
    async (request) => {
      if (!(await app.codes.open())) throw new ApiError(409, say('door_closed'));
      const mobile = storedMobile(request.body.mobile_no);
      // The same answer whether or not the number is a member's.
      await app.codes.request(mobile ?? `unknown:${request.body.mobile_no}`, request.ip);
      return { message: say('code_sent') };
    },
  );

  app.post(
    '/sign-in',
    {
      config: {
        rateLimit: { max: config.loginMaxAttempts * 3, timeWindow: config.loginWindowMs },
      },
      schema: {
        tags,
        body: signInBody,
        response: writeOf(z.object({ id: z.number().int(), name: z.string() })),
      },
    },
    async (request, reply) => {
      const mobile = storedMobile(request.body.mobile_no);
      const outcome = mobile ? await app.codes.verify(mobile, request.body.code) : 'wrong';
      if (outcome !== 'ok') {
        const message = say(outcome === 'locked' ? 'code_locked' : 'code_wrong');
        throw new ApiError(422, message, { code: [message] });
      }
      const member = await db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name', 'district_id'])
        .where('mobile_no', '=', mobile!)
        .where('died_on', 'is', null)
        .orderBy('is_head', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      if (!member) {
        const message = say('code_wrong');
        throw new ApiError(422, message, { code: [message] });
      }
      const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || mobile!;
      // Signing in accepts the notice in force (docs/privacy.md): its version is recorded.
      const notice = await currentNotice(db, {
        auditDays: config.auditRetentionDays,
        backupDays: config.backupKeepDays,
      });
      await db.transaction().execute(async (trx) => {
        await startMemberSession(trx, rules, request, reply, member.id);
        await audit(trx, {
          action: 'door_sign_in',
          resource: 'members',
          recordId: member.id,
          label: `${name} (${mobile})`,
          districtId: member.district_id,
          details: { by_member: `${name} (${mobile})`, notice_version: String(notice.version) },
        });
      });
      return { message: say('door_signed_in'), data: { id: member.id, name } };
    },
  );

  app.post(
    '/sign-out',
    { config: { withoutXsrf: true }, schema: { tags, response: messageOnly } },
    async (request, reply) => {
      const member = request.member;
      if (member)
        await audit(db, {
          action: 'door_sign_out',
          resource: 'members',
          recordId: member.id,
          label: `${member.name} (${member.mobile})`,
          districtId: member.districtId,
          details: { by_member: `${member.name} (${member.mobile})` },
        });
      await endMemberSession(db, request, reply);
      return { message: say('door_signed_out') };
    },
  );

  app.get(
    '/family',
    { ...signedIn, schema: { tags, response: { 200: oneOf(doorFamily) } } },
    async (request) => ({
      data: await readDoorFamily(db, memberOf(request), timeZone),
    }),
  );

  app.get(
    '/choices',
    { ...signedIn, schema: { tags, response: { 200: oneOf(doorChoices) } } },
    async (request) => ({
      data: await readChoices(db, memberOf(request).familyId),
    }),
  );

  app.get(
    '/photo/:id',
    { ...signedIn, schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await ownFamilyMember(db, memberOf(request), request.params.id);
      if (!row.photo || row.photo.includes('..')) throw notFound('member');
      const file = join(config.storageDir, row.photo);
      const found = await stat(file).catch(() => null);
      if (!found) throw notFound('member');
      const type = row.photo.endsWith('.png')
        ? 'image/png'
        : row.photo.endsWith('.webp')
          ? 'image/webp'
          : 'image/jpeg';
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/changes',
    { ...signedIn, schema: { tags, body: changesBody, response: writeOf(proposalResult) } },
    async (request) => {
      const member = memberOf(request);
      checkMayPropose(member, timeZone);
      return proposeChanges(db, member, request.body);
    },
  );

  app.post(
    '/new-member',
    { ...signedIn, schema: { tags, body: newMemberBody, response: writeOf(proposalResult) } },
    async (request, reply) => {
      const member = memberOf(request);
      checkMayPropose(member, timeZone);
      return reply.status(201).send(await proposeNewMember(db, member, request.body));
    },
  );

  app.post(
    '/passed-away',
    { ...signedIn, schema: { tags, body: passedAwayBody, response: writeOf(proposalResult) } },
    async (request) => {
      const member = memberOf(request);
      checkMayPropose(member, timeZone);
      return proposePassing(db, member, request.body.member_id, request.body.died_on);
    },
  );

  app.post(
    '/photo',
    {
      ...signedIn,
      schema: { tags, consumes: MULTIPART, body: photoBody, response: writeOf(proposalResult) },
    },
    async (request) => {
      const member = memberOf(request);
      checkMayPropose(member, timeZone);
      await ownFamilyMember(db, member, request.body.member_id);
      return withUploads(config.storageDir, async (uploads) => {
        const path = await uploads.store('members', request.body.photo);
        return proposePhoto(db, member, request.body.member_id, path, (old) =>
          uploads.removeAfter(old),
        );
      });
    },
  );

  app.post(
    '/consents',
    { ...signedIn, schema: { tags, body: consentBody, response: messageOnly } },
    async (request) => {
      const notice = await currentNotice(db, {
        auditDays: config.auditRetentionDays,
        backupDays: config.backupKeepDays,
      });
      return {
        message: await doorConsent(db, memberOf(request), request.body, notice.version, timeZone),
      };
    },
  );

  app.post(
    '/verified',
    {
      ...signedIn,
      schema: { tags, response: writeOf(z.object({ verified_on: z.string() })) },
    },
    async (request) => {
      const member = memberOf(request);
      checkMayPropose(member, timeZone);
      const day = await confirmFamily(db, member, timeZone);
      return { message: say('family_verified'), data: { verified_on: day } };
    },
  );

  // Requests under the members' rights (docs/privacy.md "Rights"): the family's, and new ones.
  app.get(
    '/requests',
    { ...signedIn, schema: { tags, response: { 200: rowsOf(rightRow) } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await rightRows(db)
        .where('members.family_id', '=', member.familyId)
        .orderBy('privacy_requests.id', 'desc')
        .execute();
      return { data: rows.map(shapeRight) };
    },
  );

  app.post(
    '/requests',
    { ...signedIn, schema: { tags, body: doorRightBody, response: writeOf(rightRow) } },
    async (request) => {
      const member = memberOf(request);
      const { body } = request;
      const target = await ownFamilyMember(db, member, body.member_id);
      const today = todayIn(timeZone);
      // One's own rights, or a child's by its parent.
      await checkAnswersFor(db, member, target, timeZone);
      const id = await db.transaction().execute(async (trx) => {
        const id = await recordRight(trx, {
          memberId: target.id,
          kind: body.kind,
          source: 'door',
          receivedOn: today,
          details: body.details,
          nominee: {
            name: body.nominee_name,
            mobile: body.nominee_mobile,
            relation: body.nominee_relation,
          },
          createdBy: `${member.name} (${member.mobile})`,
        });
        await audit(trx, {
          action: 'create',
          resource: 'privacy_requests',
          recordId: id,
          label: member.name,
          districtId: target.district_id,
          details: {
            kind: body.kind,
            received_on: today,
            by_member: `${member.name} (${member.mobile})`,
          },
        });
        return id;
      });
      const data = await readRight(db, id);
      return { message: say('right_recorded', { date: data.due_on }), data };
    },
  );
};
