import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { checkMemberInScope, checkNamedMembersInScope, districtScope } from '../auth/scope.js';
import { notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { idParams } from '../../shared/contract/fields.js';
import { oneOf, writeOf } from '../../shared/contract/envelopes.js';
import {
  deathBody,
  kinBody,
  kinRow,
  marriageBody,
  marriageEndBody,
  treeRow,
} from '../../shared/contract/kin.js';
import { readKin } from './read.js';
import { readTree } from './tree.js';
import { saveParents } from './parents.js';
import { endMarriage, recordDeath, recordMarriage } from './marriage.js';
import { toGedcom } from './gedcom.js';

const tags = ['Families'];
const access = { access: { resource: 'members' as const } };

/**
 * The person graph under the households (docs/families.md): a member's relatives,
 * their parents, a marriage and its end, a death, the lineage's tree and its GEDCOM
 * file. Every member a path or body names is checked against the account's districts.
 */
export const kinRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/members/:id/kin',
    { config: access, schema: { tags, params: idParams, response: { 200: oneOf(kinRow) } } },
    async (request) => {
      await checkMemberInScope(db, request, request.params.id);
      return { data: await readKin(db, request.params.id) };
    },
  );

  app.put(
    '/members/:id/kin',
    {
      config: access,
      schema: { tags, params: idParams, body: kinBody, response: writeOf(kinRow) },
    },
    async (request) => {
      const { params, body } = request;
      await checkMemberInScope(db, request, params.id);
      const scope = districtScope(request);
      await checkNamedMembersInScope(db, scope, 'father_id', [body.father_id]);
      await checkNamedMembersInScope(db, scope, 'mother_id', [body.mother_id]);
      await db.transaction().execute((trx) => saveParents(trx, params.id, body));
      return { message: say('kin_saved'), data: await readKin(db, params.id) };
    },
  );

  app.post(
    '/members/:id/marriages',
    {
      config: access,
      schema: { tags, params: idParams, body: marriageBody, response: writeOf(kinRow) },
    },
    async (request, reply) => {
      const { params, body } = request;
      await checkMemberInScope(db, request, params.id);
      const scope = districtScope(request);
      await checkNamedMembersInScope(db, scope, 'spouse_id', [body.spouse_id]);
      await checkNamedMembersInScope(db, scope, 'successor_id', [body.successor_id]);
      await checkNamedMembersInScope(db, scope, 'moving_along', body.moving_along);
      await db.transaction().execute((trx) => recordMarriage(trx, params.id, body));
      reply.code(201);
      return { message: say('marriage_recorded'), data: await readKin(db, params.id) };
    },
  );

  app.post(
    '/marriages/:id/end',
    {
      config: access,
      schema: { tags, params: idParams, body: marriageEndBody, response: writeOf(kinRow) },
    },
    async (request) => {
      const { params, body } = request;
      const marriage = await db
        .selectFrom('marriages')
        .select(['spouse_a_id', 'spouse_b_id'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!marriage) throw notFound('marriage');
      await checkMemberInScope(db, request, marriage.spouse_a_id, 'marriage');
      await checkMemberInScope(db, request, marriage.spouse_b_id, 'marriage');
      const shownId = await db.transaction().execute((trx) => endMarriage(trx, params.id, body));
      return { message: say('marriage_end_recorded'), data: await readKin(db, shownId) };
    },
  );

  app.put(
    '/members/:id/death',
    {
      config: access,
      schema: { tags, params: idParams, body: deathBody, response: writeOf(kinRow) },
    },
    async (request) => {
      const { params, body } = request;
      await checkMemberInScope(db, request, params.id);
      await db.transaction().execute((trx) => recordDeath(trx, params.id, body.died_on));
      return { message: say('death_recorded'), data: await readKin(db, params.id) };
    },
  );

  app.get(
    '/members/:id/tree',
    { config: access, schema: { tags, params: idParams, response: { 200: oneOf(treeRow) } } },
    async (request) => {
      await checkMemberInScope(db, request, request.params.id);
      return { data: await readTree(db, request.params.id) };
    },
  );

  app.get(
    '/members/:id/gedcom',
    {
      config: access,
      schema: { tags, params: idParams, response: { 200: z.string() } },
    },
    async (request, reply) => {
      await checkMemberInScope(db, request, request.params.id);
      const tree = await readTree(db, request.params.id);
      return reply
        .type('text/vnd.familysearch.gedcom; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="lineage-${request.params.id}.ged"`)
        .send(toGedcom(tree));
    },
  );
};
