import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { normaliseQuery } from '../lib/list-query.js';
import { searchMembers } from '../lib/member-search.js';
import { id, parse } from '../lib/validation.js';

const SEARCH_LIMIT = 20;

const byCountry = z.object({ country_id: id });
const byDistrict = z.object({ district_id: id });
const byPost = z.object({ post_id: id });
const memberSearch = z.object({ search: z.string().trim().max(100).optional().default('') });
const memberIds = z.object({
  ids: z
    .union([id, z.array(id).max(500)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

/** The place and master lists the public registration form needs too. */
const open = { config: { public: true } };

/** The select lists of spec §7 "Auth and lookups": `{ data: [...] }`, sorted by name. */
export async function lookupRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const names = (table: 'districts' | 'education' | 'business_types' | 'relations') =>
    db.selectFrom(table).select(['id', 'name']).orderBy('name').orderBy('id').execute();

  app.get('/district', open, async () => ({ data: await names('districts') }));
  app.get('/education', open, async () => ({ data: await names('education') }));
  app.get('/businesses', open, async () => ({ data: await names('business_types') }));
  app.get('/relations', open, async () => ({
    data: await db.selectFrom('relations').select(['id', 'name']).orderBy('id').execute(),
  }));

  app.get('/countries', open, async () => ({
    data: await db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute(),
  }));

  app.get('/states', open, async (request) => {
    const { country_id } = parse(byCountry, request.query);
    const data = await db
      .selectFrom('states')
      .select(['id', 'name'])
      .where('country_id', '=', country_id)
      .orderBy('name')
      .execute();
    return { data };
  });

  app.get('/post', open, async (request) => {
    const { district_id } = parse(byDistrict, request.query);
    const data = await db
      .selectFrom('posts')
      .select(['id', 'name', 'district_id'])
      .where('district_id', '=', district_id)
      .orderBy('name')
      .execute();
    return { data };
  });

  app.get('/village', open, async (request) => {
    const { post_id } = parse(byPost, request.query);
    const data = await db
      .selectFrom('villages')
      .select(['id', 'name', 'post_id'])
      .where('post_id', '=', post_id)
      .orderBy('name')
      .execute();
    return { data };
  });

  /** Every member's id and names (or only `ids[]`), for selects that show a chosen member. */
  app.get('/members', async (request) => {
    const { ids } = parse(memberIds, normaliseQuery(request.query));
    let query = db
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'mobile_no'])
      .orderBy('first_name')
      .orderBy('id');
    if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
    return { data: await query.execute() };
  });

  /** The member picker: up to 20 members whose names or mobile contain the search. */
  app.get('/members/search', async (request) => {
    const { search } = parse(memberSearch, request.query);
    const data = await searchMembers(db, search, SEARCH_LIMIT);
    return { data };
  });
}
