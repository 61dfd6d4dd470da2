import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { districtScope, withinScope } from '../auth/scope.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, filtersKey } from '../lists/list-query.js';
import { listTotals } from '../lists/versioned-cache.js';
import { listOf, oneOf, rowsOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import {
  changeRequest,
  changeRequestRow,
  decideBody,
  fieldPoliciesBody,
  fieldPolicyRow,
  requestFilters,
} from '../../shared/contract/door.js';
import { DEFAULT_FIELD_POLICY, DOOR_FIELDS, FIXED_FIELDS } from '../../shared/door.js';
import type { Providers } from '../messaging/to-member.js';
import { readRequest, requestRows, shapeRequest } from './review.js';
import { decideRequest } from './decide.js';
import { readPolicies } from './values.js';
import { tellOutcome } from './outcome.js';
import { campaignRoutes } from './campaign-routes.js';

const tags = ['Change requests'];
const requestAccess = { access: { resource: 'change_requests' as const } };
const requestTotals = listTotals(['change_requests']);

interface Options {
  db: Kysely<Database>;
  config: Config;
  providers: Providers;
}

/**
 * The office's side of the member's door (docs/member-door.md): the change requests
 * of the reader's districts, each decided field by field; the field policy; the
 * verification campaigns.
 */
export const changeRequestRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, config, providers },
) => {
  app.get(
    '/change-requests',
    {
      config: requestAccess,
      schema: {
        tags,
        querystring: listQuery.extend(requestFilters.shape),
        response: { 200: listOf(changeRequestRow) },
      },
    },
    async (request) => {
      const params = request.query;
      const districts = withinScope(
        params.district_id ? [params.district_id] : undefined,
        districtScope(request),
      );
      let query = requestRows(db);
      if (districts) query = query.where('change_requests.district_id', 'in', districts);
      if (params.status) query = query.where('change_requests.status', '=', params.status);
      if (params.kind) query = query.where('change_requests.kind', '=', params.kind);
      if (params.village_id)
        query = query.where('change_requests.village_id', '=', params.village_id);
      else if (params.post_id)
        query = query.where('change_requests.village_id', 'in', (eb) =>
          eb
            .selectFrom('villages')
            .select('villages.id')
            .where('villages.post_id', '=', params.post_id!),
        );
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'change_requests.id',
            created_at: 'change_requests.created_at',
            kind: 'change_requests.kind',
            status: 'change_requests.status',
          },
          default: 'change_requests.id',
          defaultDesc: true,
        },
        requestTotals(db, filtersKey({ ...params, district_id: districts })),
      );
      return { data: page.data.map(shapeRequest), total: page.total };
    },
  );

  app.get(
    '/change-requests/:id',
    {
      config: requestAccess,
      schema: { tags, params: idParams, response: { 200: oneOf(changeRequest) } },
    },
    async (request) => ({
      data: await readRequest(db, request.params.id, districtScope(request)),
    }),
  );

  app.post(
    '/change-requests/:id/decide',
    {
      config: requestAccess,
      schema: { tags, params: idParams, body: decideBody, response: writeOf(changeRequest) },
    },
    async (request) => {
      const scope = districtScope(request);
      const user = request.user!;
      const { closed } = await decideRequest(
        db,
        request.params.id,
        request.body.fields,
        { id: user.id, name: user.name },
        scope,
        config.storageDir,
      );
      const data = await readRequest(db, request.params.id, scope);
      if (closed)
        await tellOutcome(db, providers, request.params.id).catch((error: unknown) =>
          request.log.error({ err: error }, 'the outcome of a change request was not sent'),
        );
      return { message: say('request_decided'), data };
    },
  );

  app.get(
    '/field-policies',
    { schema: { tags, response: { 200: rowsOf(fieldPolicyRow) } } },
    async () => {
      const policies = await readPolicies(db);
      return {
        data: DOOR_FIELDS.map((field) => ({
          field,
          policy: policies[field],
          default_policy: DEFAULT_FIELD_POLICY[field],
          fixed: FIXED_FIELDS.includes(field),
        })),
      };
    },
  );

  app.put(
    '/field-policies',
    {
      schema: {
        tags,
        body: fieldPoliciesBody,
        response: writeOf(z.array(fieldPolicyRow)),
      },
    },
    async (request) => {
      const asked = request.body.policies;
      for (const field of Object.keys(asked))
        if (FIXED_FIELDS.includes(field as (typeof FIXED_FIELDS)[number]))
          throw new ApiError(422, say('policy_fixed'), { [field]: [say('policy_fixed')] });
      await db.transaction().execute(async (trx) => {
        const before = await readPolicies(trx);
        const changed: string[] = [];
        for (const [field, policy] of Object.entries(asked)) {
          if (before[field as keyof typeof before] === policy) continue;
          changed.push(`${field}: ${before[field as keyof typeof before]} → ${policy}`);
          await trx.deleteFrom('field_policies').where('field', '=', field).execute();
          await trx.insertInto('field_policies').values({ field, policy: policy! }).execute();
        }
        if (changed.length)
          await audit(trx, {
            action: 'update',
            resource: 'field_policies',
            label: null,
            details: { policies: changed.join('; ') },
          });
      });
      const policies = await readPolicies(db);
      return {
        message: say('policies_saved'),
        data: DOOR_FIELDS.map((field) => ({
          field,
          policy: policies[field],
          default_policy: DEFAULT_FIELD_POLICY[field],
          fixed: FIXED_FIELDS.includes(field),
        })),
      };
    },
  );

  await app.register(campaignRoutes, { db, config, providers });
};
