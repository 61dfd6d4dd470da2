import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import type { AuditField } from '../../shared/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from '../lists/list-query.js';
import { listOf, named, rowsOf, writeOf } from '../../shared/contract/envelopes.js';
import { refuseIfInUse } from './usage.js';
import { MASTER_USES } from './uses.js';
import {
  chosenId,
  gujaratiName,
  idParams,
  name,
  optionalIds,
} from '../../shared/contract/fields.js';
import { refuseTakenGujaratiName, type GujaratiNameScope } from './gujarati-names.js';

/** A place that lives under another: a post under a district, a village under a post. */
import { say } from '../../shared/contract/say.js';
import type { Term } from '../../shared/messages.js';

interface ChildPlace {
  table: 'posts' | 'villages';
  label: string;
  /** How messages name it (shared/messages.ts). */
  term: Term;
  path: string;
  parent: {
    table: 'districts' | 'posts';
    /** The column holding the parent's id, and the row key holding `{ id, name }`. */
    column: 'district_id' | 'post_id';
    key: 'district' | 'post';
    noun: Term;
    /** The list filter's name on the wire (docs/product.md §7). */
    filter: 'districtSelected' | 'postSelected';
    /** The refusal of a second place of the same name under the same parent. */
    taken: 'post_taken' | 'village_taken';
  };
}

interface PlaceRow {
  id: number;
  name: string;
  name_gu: string | null;
  parent_id: number;
  parent_name: string;
  parent_name_gu: string | null;
}

/** A place as a parent or a choice shows it: id, name and Gujarati name. */
const placeNamed = named.extend({ name_gu: z.string().nullable() });

function childPlaceRoutes(place: ChildPlace) {
  const { parent } = place;
  const t = place.table;
  const body = z.object({
    name: name(100),
    name_gu: gujaratiName().optional(),
    [parent.column]: chosenId(say('parent_choose', { noun: parent.noun })),
  });
  type Body = { name: string; name_gu?: string | null } & Record<string, number>;
  const list = listQuery.extend({ [parent.filter]: optionalIds });
  const row = z.object({
    id: z.number().int(),
    name: z.string(),
    name_gu: z.string().nullable(),
    [parent.column]: z.number().int(),
    [parent.key]: placeNamed,
  });
  const tags = ['Masters'];

  return (async (app, { db }) => {
    const read = (trx: Kysely<Database>) =>
      trx
        .selectFrom(`${t} as child` as 'posts')
        .innerJoin(
          `${parent.table} as parent` as 'districts',
          'parent.id' as never,
          `child.${parent.column}` as never,
        )
        .select([
          sql<number>`child.id`.as('id'),
          sql<string>`child.name`.as('name'),
          sql<string | null>`child.name_gu`.as('name_gu'),
          sql<number>`parent.id`.as('parent_id'),
          sql<string>`parent.name`.as('parent_name'),
          sql<string | null>`parent.name_gu`.as('parent_name_gu'),
        ]);
    const shape = (r: PlaceRow) => ({
      id: r.id,
      name: r.name,
      name_gu: r.name_gu,
      [parent.column]: r.parent_id,
      [parent.key]: { id: r.parent_id, name: r.parent_name, name_gu: r.parent_name_gu },
    });
    const findOrFail = async (trx: Kysely<Database>, id: number) => {
      const row = await read(trx).where(sql.ref('child.id'), '=', id).executeTakeFirst();
      if (!row) throw notFound(place.term);
      return shape(row);
    };
    const checkParent = async (trx: Kysely<Database>, parentId: number) => {
      const row = await trx
        .selectFrom(parent.table)
        .select('id')
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!row) throw invalid(parent.column, say('parent_missing', { noun: parent.noun }));
    };
    const refuseDuplicate = async (trx: Kysely<Database>, values: Body, exceptId?: number) => {
      let q = trx
        .selectFrom(t as 'posts')
        .select('id')
        .where(sql.ref(parent.column), '=', values[parent.column])
        .where(sql`lower(name)`, '=', values.name.toLowerCase());
      if (exceptId) q = q.where('id', '<>', exceptId);
      if (await q.executeTakeFirst()) {
        throw conflict(say(parent.taken, { name: values.name }));
      }
      if (values.name_gu)
        await refuseTakenGujaratiName(
          trx,
          {
            table: t,
            parent: { column: parent.column, id: values[parent.column]! },
          } as GujaratiNameScope,
          values.name_gu,
          exceptId,
        );
    };
    const writes = auditedWrites(db, {
      resource: t,
      term: place.term,
      find: findOrFail,
      fields: ['name', 'name_gu', parent.column as AuditField],
    });
    /** The columns written: a Gujarati name only when one was sent (absent keeps it). */
    const columnsOf = ({ name_gu, ...rest }: Body) =>
      name_gu === undefined ? rest : { ...rest, name_gu };
    const check = async (trx: Kysely<Database>, values: Body, id?: number) => {
      await checkParent(trx, values[parent.column]!);
      await refuseDuplicate(trx, values, id);
    };

    app.get(
      `${place.path}/list`,
      { schema: { tags, querystring: list, response: { 200: listOf(row) } } },
      async (request) => {
        const params = request.query as z.infer<typeof listQuery> &
          Record<string, number[] | undefined>;
        let query = read(db);
        if (params.search) {
          query = query.where(
            contains(
              ['child.name', 'child.name_gu', 'parent.name', 'parent.name_gu'],
              params.search,
            ),
          );
        }
        const selected = params[parent.filter];
        if (selected) query = query.where(sql.ref(`child.${parent.column}`), 'in', selected);
        const page = await fetchPage(query, params, {
          columns: {
            id: 'child.id',
            name: 'child.name',
            [parent.key]: 'parent.name',
            [parent.column]: 'parent.name',
          },
          default: 'child.name',
        });
        return { data: page.data.map(shape), total: page.total };
      },
    );

    app.post(
      place.path,
      { schema: { tags, body, response: writeOf(row) } },
      async (request, reply) => {
        const values = request.body as Body;
        const written = await writes.create(async (trx) => {
          await check(trx, values);
          const row = await trx
            .insertInto(t as 'posts')
            .values(columnsOf(values) as never)
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        return reply.status(201).send(written);
      },
    );

    app.put(
      `${place.path}/:id`,
      { schema: { tags, params: idParams, body, response: writeOf(row) } },
      async (request) => {
        const { id } = request.params;
        const values = request.body as Body;
        return writes.update(id, async (trx) => {
          await check(trx, values, id);
          await trx
            .updateTable(t as 'posts')
            .set(columnsOf(values) as never)
            .where('id', '=', id)
            .execute();
        });
      },
    );

    app.delete(
      `${place.path}/:id`,
      { schema: { tags, params: idParams, response: writeOf(row) } },
      async ({ params: { id } }) =>
        writes.remove(
          id,
          async (trx) => {
            await refuseIfInUse(trx, place.term, id, MASTER_USES[place.table]);
            await trx
              .deleteFrom(t as 'posts')
              .where('id', '=', id)
              .execute();
          },
          { code: 'record_deleted' },
        ),
    );
  }) satisfies FastifyPluginAsyncZod<{ db: Kysely<Database> }>;
}

/** Posts: unique by name within their district; deletable once no village or member uses them. */
export const postRoutes = childPlaceRoutes({
  table: 'posts',
  label: 'Post',
  term: 'post',
  path: '/post',
  parent: {
    table: 'districts',
    column: 'district_id',
    key: 'district',
    noun: 'district',
    filter: 'districtSelected',
    taken: 'post_taken',
  },
});

/** Villages: unique by name within their post; deletable once no member lives there. */
export const villageRoutes = childPlaceRoutes({
  table: 'villages',
  label: 'Village',
  term: 'village',
  path: '/village',
  parent: {
    table: 'posts',
    column: 'post_id',
    key: 'post',
    noun: 'post',
    filter: 'postSelected',
    taken: 'village_taken',
  },
});

/** The selects of the post and village dialogs (docs/product.md §7: /post/district, /village/post). */
export const placeChoiceRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const tags = ['Masters'];
  app.get(
    '/post/district',
    { schema: { tags, response: { 200: rowsOf(placeNamed) } } },
    async () => ({
      data: await db
        .selectFrom('districts')
        .select(['id', 'name', 'name_gu'])
        .orderBy('name')
        .execute(),
    }),
  );
  const postChoice = placeNamed.extend({
    district_id: z.number().int(),
    district: z.string(),
    district_gu: z.string().nullable(),
  });
  app.get(
    '/village/post',
    { schema: { tags, response: { 200: rowsOf(postChoice) } } },
    async () => ({
      data: await db
        .selectFrom('posts')
        .innerJoin('districts', 'districts.id', 'posts.district_id')
        .select([
          'posts.id',
          'posts.name',
          'posts.name_gu',
          'posts.district_id',
          'districts.name as district',
          'districts.name_gu as district_gu',
        ])
        .orderBy('posts.name')
        .orderBy('districts.name')
        .execute(),
    }),
  );
};
