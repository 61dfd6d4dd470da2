import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { districtScope, inScope, scopedMembers } from '../auth/scope.js';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { searchText } from '../../shared/contract/list.js';
import { searchMembers } from '../member/search.js';
import { withRows } from '../db/connect.js';
import { named, rowsOf } from '../../shared/contract/envelopes.js';
import { id } from '../../shared/contract/fields.js';
const SEARCH_LIMIT = 20;

const byCountry = z.object({ country_id: id });
const byDistrict = z.object({ district_id: id });
const byPost = z.object({ post_id: id });
const memberSearch = z.object({ search: searchText().optional().default('') });
const memberIds = z.object({
  ids: z
    .union([id, z.array(id).max(500)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

const tags = ['Lookups'];
const names = { tags, response: { 200: rowsOf(named) } };
/** The place and master lists the public registration form needs too. */
const open = { config: { public: true }, schema: names };
const memberHit = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_no: z.string(),
});

/** The select lists of docs/product.md §7 "Auth and lookups": `{ data: [...] }`, sorted by name. */
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const names = (table: 'education' | 'business_types' | 'relations') =>
    db.selectFrom(table).select(['id', 'name']).orderBy('name').orderBy('id').execute();

  // A coordinator's district selects offer its own districts (the public form: all of them),
  // each with its Gujarati name when known.
  const districtRows = rowsOf(named.extend({ name_gu: z.string().nullable() }));
  app.get(
    '/district',
    { ...open, schema: { tags, response: { 200: districtRows } } },
    async (request) => {
      const scope = districtScope(request);
      const data = await db
        .selectFrom('districts')
        .select(['id', 'name', 'name_gu'])
        .orderBy('name')
        .orderBy('id')
        .execute();
      return { data: scope ? data.filter((d) => scope.includes(d.id)) : data };
    },
  );
  app.get('/education', open, async () => ({ data: await names('education') }));
  app.get('/businesses', open, async () => ({ data: await names('business_types') }));
  app.get('/relations', open, async () => ({
    data: await db.selectFrom('relations').select(['id', 'name']).orderBy('id').execute(),
  }));

  app.get('/countries', open, async () => ({
    data: await db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute(),
  }));

  app.get(
    '/states',
    { ...open, schema: { ...open.schema, querystring: byCountry } },
    async ({ query: { country_id } }) => {
      const data = await db
        .selectFrom('states')
        .select(['id', 'name'])
        .where('country_id', '=', country_id)
        .orderBy('name')
        .execute();
      return { data };
    },
  );

  const place = named.extend({ name_gu: z.string().nullable() });
  const posts = rowsOf(place.extend({ district_id: z.number().int() }));
  const villages = rowsOf(place.extend({ post_id: z.number().int() }));
  app.get(
    '/post',
    { ...open, schema: { tags, querystring: byDistrict, response: { 200: posts } } },
    async ({ query: { district_id } }) => {
      const data = await db
        .selectFrom('posts')
        .select(['id', 'name', 'name_gu', 'district_id'])
        .where('district_id', '=', district_id)
        .orderBy('name')
        .execute();
      return { data };
    },
  );

  app.get(
    '/village',
    { ...open, schema: { tags, querystring: byPost, response: { 200: villages } } },
    async ({ query: { post_id } }) => {
      const data = await db
        .selectFrom('villages')
        .select(['id', 'name', 'name_gu', 'post_id'])
        .where('post_id', '=', post_id)
        .orderBy('name')
        .execute();
      return { data };
    },
  );

  /** Every member's id and names (or only `ids[]`), for selects that show a chosen member. */
  app.get(
    '/members',
    { schema: { tags, querystring: memberIds, response: { 200: rowsOf(memberHit) } } },
    async (request) => {
      const { ids } = request.query;
      const scope = districtScope(request);
      // Members asked by id are named whatever their district (a committee seats
      // members of every district), with a mobile only within the account's; the
      // whole list is the account's districts.
      const rows = await (
        ids
          ? db.selectFrom('members').where('id', 'in', ids.length ? ids : [0])
          : scopedMembers(db, scope).where('members.erased_on', 'is', null)
      )
        .select(['id', 'first_name', 'last_name', 'mobile_no', 'district_id'])
        .orderBy('first_name')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((row) =>
          inScope(row.district_id, scope) ? row : { ...row, mobile_no: '' },
        ),
      };
    },
  );

  /** The member picker: up to 20 members whose names or mobile contain the search. */
  app.get(
    '/members/search',
    { schema: { tags, querystring: memberSearch, response: { 200: rowsOf(memberHit) } } },
    // Answered without a promise when the rows come at once (SQLite): the picker asks
    // on every keystroke (docs/bench.md, issue 43).
    (request) =>
      withRows(
        searchMembers(db, request.query.search, SEARCH_LIMIT, districtScope(request)),
        (data) => ({ data }),
      ),
  );
};
