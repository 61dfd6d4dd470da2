import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { checkPlacesInScope, districtScope, withinScope } from '../auth/scope.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, fetchPage, filtersKey } from '../lists/list-query.js';
import { listTotals } from '../lists/versioned-cache.js';
import { nestedList } from '../lists/nested-list.js';
import { listOf, nestedListOf, oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import {
  campaignBody,
  campaignFamilyFilters,
  campaignFamilyRow,
  campaignRow,
} from '../../shared/contract/door.js';
import { fullName } from '../../shared/names.js';
import { sendToMember, type Providers } from '../messaging/to-member.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import { tokenHash } from './tokens.js';

const tags = ['Verification campaigns'];
const access = { access: { resource: 'verification_campaigns' as const } };
const campaignTotals = listTotals(['verification_campaigns']);
/** A campaign reaches at most this many families: a district or a village at a time. */
export const CAMPAIGN_MAX_FAMILIES = 5_000;

const counted = (column: 'opened_at' | 'confirmed_at' | 'proposed_at' | 'sent') =>
  column === 'sent'
    ? sql<number>`(SELECT count(*) FROM campaign_families cf WHERE cf.campaign_id = verification_campaigns.id AND cf.sent = 'sent')`
    : sql<number>`(SELECT count(*) FROM campaign_families cf WHERE cf.campaign_id = verification_campaigns.id AND cf.${sql.ref(column)} IS NOT NULL)`;

const campaigns = (db: Kysely<Database>) =>
  db
    .selectFrom('verification_campaigns')
    .select([
      'verification_campaigns.id',
      'verification_campaigns.name',
      'verification_campaigns.kind',
      'verification_campaigns.created_at',
      'verification_campaigns.families',
      counted('sent').as('sent'),
      counted('opened_at').as('opened'),
      counted('confirmed_at').as('confirmed'),
      counted('proposed_at').as('proposed'),
      sql<number>`(SELECT count(*) FROM campaign_families cf WHERE cf.campaign_id = verification_campaigns.id AND cf.sent = 'sent' AND cf.confirmed_at IS NULL AND cf.proposed_at IS NULL)`.as(
        'waiting',
      ),
    ]);
const shapeCampaign = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  name: String(row.name),
  kind: row.kind === 'notice' ? ('notice' as const) : ('verification' as const),
  created_at: String(row.created_at),
  families: Number(row.families),
  sent: Number(row.sent),
  opened: Number(row.opened),
  confirmed: Number(row.confirmed),
  proposed: Number(row.proposed),
  waiting: Number(row.waiting),
});

/** A coordinator reads the campaigns of its districts and its own. */
const visible = (db: Kysely<Database>, scope: DistrictScope, userId: number) => {
  const query = campaigns(db);
  if (!scope) return query;
  return query.where((eb) =>
    eb.or([
      eb('verification_campaigns.created_by', '=', userId),
      eb('verification_campaigns.district_id', 'in', scope.length ? scope : [0]),
    ]),
  );
};

const familiesOf = nestedList({
  parent: { table: 'verification_campaigns', label: 'campaign', key: 'verification_campaigns' },
  parentColumn: 'campaign_families.campaign_id',
  rows: (db) =>
    db
      .selectFrom('campaign_families')
      .leftJoin('members', 'members.id', 'campaign_families.head_id')
      .leftJoin('villages', 'villages.id', 'members.village_id')
      .select([
        'campaign_families.id',
        'campaign_families.family_id',
        'campaign_families.head_id',
        'members.first_name',
        'members.last_name',
        'members.mobile_no',
        'villages.name as village',
        'campaign_families.sent',
        'campaign_families.opened_at',
        'campaign_families.confirmed_at',
        'campaign_families.proposed_at',
      ]),
  search: (_db, term) =>
    contains(['members.first_name', 'members.last_name', 'members.mobile_no'], term),
  sort: { columns: { id: 'campaign_families.id' }, default: 'campaign_families.id' },
  shape: (row) => ({
    id: row.id,
    family_id: row.family_id,
    head_id: row.head_id,
    name: fullName(row.first_name, row.last_name) || '—',
    mobile_no: row.mobile_no ?? '',
    village: row.village ?? null,
    sent: row.sent,
    opened_at: row.opened_at,
    confirmed_at: row.confirmed_at,
    proposed_at: row.proposed_at,
  }),
});

/**
 * Verification campaigns (docs/member-door.md "Campaigns"): chosen families' heads
 * each get a message with a link of their own; the campaign counts who opened it,
 * confirmed or proposed changes, and lists who has not answered.
 */
export const campaignRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Config;
  providers: Providers;
}> = async (app, { db, config, providers }) => {
  app.get(
    '/verification-campaigns',
    {
      config: access,
      schema: { tags, querystring: listQuery, response: { 200: listOf(campaignRow) } },
    },
    async (request) => {
      const scope = districtScope(request);
      const page = await fetchPage(
        visible(db, scope, request.user!.id),
        request.query,
        {
          columns: { id: 'verification_campaigns.id', name: 'verification_campaigns.name' },
          default: 'verification_campaigns.id',
          defaultDesc: true,
        },
        campaignTotals(db, `${request.user!.id}:${filtersKey({ ...request.query, scope })}`),
      );
      return { data: page.data.map(shapeCampaign), total: page.total };
    },
  );

  app.get(
    '/verification-campaigns/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: oneOf(campaignRow) } } },
    async (request) => {
      const row = await visible(db, districtScope(request), request.user!.id)
        .where('verification_campaigns.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, say('not_found', { what: 'campaign' }));
      return { data: shapeCampaign(row) };
    },
  );

  app.get(
    '/verification-campaigns/families',
    {
      config: access,
      schema: {
        tags,
        querystring: listQuery.extend(campaignFamilyFilters.shape),
        response: { 200: nestedListOf(campaignFamilyRow, 'verification_campaigns') },
      },
    },
    async (request) => {
      const { campaign_id: campaignId, answered } = request.query;
      const seen = await visible(db, districtScope(request), request.user!.id)
        .where('verification_campaigns.id', '=', campaignId)
        .executeTakeFirst();
      if (!seen) throw new ApiError(404, say('not_found', { what: 'campaign' }));
      return familiesOf(db, campaignId, request.query, (query) =>
        answered === undefined
          ? query
          : query.where((eb) =>
              answered === 'yes'
                ? eb.or([
                    eb('campaign_families.confirmed_at', 'is not', null),
                    eb('campaign_families.proposed_at', 'is not', null),
                  ])
                : eb.and([
                    eb('campaign_families.confirmed_at', 'is', null),
                    eb('campaign_families.proposed_at', 'is', null),
                  ]),
            ),
      );
    },
  );

  app.post(
    '/verification-campaigns',
    { config: access, schema: { tags, body: campaignBody, response: writeOf(campaignRow) } },
    async (request, reply) => {
      const body = request.body;
      const scope = districtScope(request);
      await checkPlacesInScope(db, scope, body);
      const districts = withinScope(body.district_id ? [body.district_id] : undefined, scope);
      let heads = db
        .selectFrom('members')
        .innerJoin('families', 'families.id', 'members.family_id')
        .select([
          'members.id',
          'members.family_id',
          'members.mobile_no',
          'members.first_name',
          'members.last_name',
          'members.preferred_language',
        ])
        .where('members.is_head', '=', 1)
        .where('members.died_on', 'is', null);
      if (districts) heads = heads.where('members.district_id', 'in', districts);
      if (body.village_id) heads = heads.where('members.village_id', '=', body.village_id);
      if (body.not_verified_months) {
        const since = new Date();
        since.setUTCMonth(since.getUTCMonth() - body.not_verified_months);
        const day = since.toISOString().slice(0, 10);
        heads = heads.where((eb) =>
          eb.or([eb('families.verified_on', 'is', null), eb('families.verified_on', '<', day)]),
        );
      }
      const chosen = await heads.orderBy('members.id').limit(CAMPAIGN_MAX_FAMILIES).execute();
      if (!chosen.length) throw new ApiError(422, say('campaign_no_families'));
      const base =
        config.appUrl ?? request.headers.origin ?? `${request.protocol}://${request.host}`;
      const links = chosen.map(() => randomBytes(24).toString('base64url'));
      const campaignId = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('verification_campaigns')
          .values({
            name: body.name,
            kind: body.kind,
            filters: JSON.stringify({
              district_id: body.district_id,
              village_id: body.village_id,
              not_verified_months: body.not_verified_months,
            }),
            district_id: body.district_id,
            families: chosen.length,
            created_by: request.user!.id,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let i = 0; i < chosen.length; i += 500)
          await trx
            .insertInto('campaign_families')
            .values(
              chosen.slice(i, i + 500).map((head, j) => ({
                campaign_id: id,
                family_id: head.family_id,
                head_id: head.id,
                token_hash: tokenHash(links[i + j]!),
                sent: 'waiting',
              })),
            )
            .execute();
        await audit(trx, {
          action: 'send',
          resource: 'verification_campaigns',
          recordId: id,
          label: body.name,
          districtId: body.district_id,
          details: { families: chosen.length, filters: JSON.parse(JSON.stringify(body)) },
        });
        return id;
      });
      // Each head's message, one at a time within the provider's pace; the outcome per family.
      let sent = 0;
      for (const [i, head] of chosen.entries()) {
        const outcome = Object.keys(providers).length
          ? await sendToMember(
              db,
              providers,
              head,
              body.kind === 'notice' ? 'privacy_notice' : 'verification',
              {
                link:
                  body.kind === 'notice' ? `${base}/privacy-policy` : `${base}/me?t=${links[i]}`,
              },
            ).catch(() => 'failed' as const)
          : 'skipped';
        if (outcome === 'sent') sent += 1;
        await db
          .updateTable('campaign_families')
          .set({ sent: outcome })
          .where('campaign_id', '=', campaignId)
          .where('head_id', '=', head.id)
          .execute();
      }
      const row = await campaigns(db)
        .where('verification_campaigns.id', '=', campaignId)
        .executeTakeFirstOrThrow();
      return reply
        .status(201)
        .send({ message: say('campaign_sent', { smart_count: sent }), data: shapeCampaign(row) });
    },
  );
};
