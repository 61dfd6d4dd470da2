import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import { invalid, notFound } from '../http/errors.js';
import { required } from '../../shared/contract/form-fields.js';
import { thumbPath, withUploads } from '../uploads/images.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, filtersKey, reusable, keptPages } from '../lists/list-query.js';
import { say } from '../../shared/contract/say.js';
import { fileField } from '../../shared/contract/upload.js';
import { MULTIPART } from '../uploads/multipart.js';
import { nestedList, parentExists } from '../lists/nested-list.js';
import { listOf, nestedListOf, writeOf } from '../../shared/contract/envelopes.js';
import { statusFlag, chosenId, idParams } from '../../shared/contract/fields.js';
import { completeRow } from '../lists/rows.js';
import { listTotals } from '../lists/versioned-cache.js';
import { galleryRow, imageRow } from '../../shared/contract/gallery.js';
const tags = ['Gallery'];

const readGalleries = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('galleries')
    .select((eb) => [
      'galleries.id',
      'galleries.name',
      'galleries.image',
      'galleries.status',
      eb
        .selectFrom('gallery_images')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gallery_images.gallery_id', '=', 'galleries.id')
        .as('images_count'),
    ]),
);
type GalleryColumns = Awaited<
  ReturnType<ReturnType<typeof readGalleries>['executeTakeFirstOrThrow']>
>;
const shapeGallery = (row: GalleryColumns) =>
  completeRow(row, {
    thumb: thumbPath(row.image),
    status: row.status === 1,
    images_count: Number(row.images_count ?? 0),
  });
const findGallery = async (db: Kysely<Database>, galleryId: number) => {
  const row = await readGalleries(db).where('galleries.id', '=', galleryId).executeTakeFirst();
  if (!row) throw notFound('gallery');
  return shapeGallery(row);
};

const readImages = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('gallery_images')
    .select([
      'gallery_images.id',
      'gallery_images.gallery_id',
      'gallery_images.image',
      'gallery_images.status',
    ]),
);
type ImageColumns = Awaited<ReturnType<ReturnType<typeof readImages>['executeTakeFirstOrThrow']>>;
const shapeImage = (row: ImageColumns) =>
  completeRow(row, { thumb: thumbPath(row.image), status: row.status === 1 });
const findImage = async (db: Kysely<Database>, imageId: number) => {
  const row = await readImages(db).where('gallery_images.id', '=', imageId).executeTakeFirst();
  if (!row) throw notFound('image');
  return shapeImage(row);
};

/** An image with its gallery's name, as the audit log names it. */
const findNamedImage = async (db: Kysely<Database>, imageId: number) => {
  const row = await findImage(db, imageId);
  const gallery = await db
    .selectFrom('galleries')
    .select('name')
    .where('id', '=', row.gallery_id)
    .executeTakeFirst();
  return completeRow(row, { gallery_name: gallery?.name ?? null });
};

const imagesOfGallery = nestedList({
  parent: { table: 'galleries', label: 'gallery', key: 'gallery' },
  parentColumn: 'gallery_images.gallery_id',
  rows: readImages,
  sort: { columns: { id: 'gallery_images.id' }, default: 'gallery_images.id' },
  shape: shapeImage,
  totals: ['gallery_images'],
});

const galleryId = chosenId(say('gallery_choose'));
const nameField = required(150, say('name_required'));
const statusBody = z.object({ status: statusFlag });

/** The list's totals, kept until one of these tables is written. */
const galleryTotals = listTotals(['galleries']);
/** The list's pages, each statement compiled once per filters, order and page. */
const galleryPages = keptPages({
  columns: { id: 'galleries.id', name: 'galleries.name', status: 'galleries.status' },
  default: 'galleries.id',
  defaultDesc: true,
});

/** Galleries and their images (docs/product.md §7 "Gallery"); every picture goes through the image pipeline. */
export const galleryRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  storageDir: string;
}> = async (app, { db, storageDir }) => {
  const galleries = auditedWrites(db, {
    resource: 'galleries',
    term: 'gallery',
    find: findGallery,
    fields: ['name', 'image', 'status'],
    files: ['image'],
  });
  // An image is named in the log by its gallery (the area says it is an image).
  const images = auditedWrites(db, {
    resource: 'gallery_images',
    term: 'image',
    find: findNamedImage,
    fields: ['status'],
    label: (row) => row.gallery_name,
  });

  app.get(
    '/gallery',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(galleryRow) } } },
    async ({ query: params }) => {
      let query = readGalleries(db);
      if (params.search) query = query.where(contains(['galleries.name'], params.search));
      const key = filtersKey(params);
      const page = await galleryPages(db, key, query, params, galleryTotals(db, key));
      return { data: page.data.map(shapeGallery), total: page.total };
    },
  );

  app.post(
    '/gallery',
    {
      schema: {
        tags,
        consumes: MULTIPART,
        body: z.object({ name: nameField, image: fileField().optional() }),
        response: writeOf(galleryRow),
      },
    },
    async ({ body }, reply) => {
      if (!body.image) throw invalid('image', say('cover_required'));
      const cover = body.image;
      const written = await withUploads(storageDir, async (uploads) => {
        const image = await uploads.store('gallery', cover);
        return galleries.create(async (trx) => {
          const { id } = await trx
            .insertInto('galleries')
            .values({ name: body.name, image, status: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        });
      });
      return reply.status(201).send(written);
    },
  );

  // The edit (docs/product.md §7): `POST /gallery/{id}?_method=PUT`, multipart, a new cover optional.
  app.post(
    '/gallery/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ _method: z.literal('PUT', { error: say('method_put') }) }),
        consumes: MULTIPART,
        body: z.object({ name: nameField, image: fileField().optional() }),
        response: writeOf(galleryRow),
      },
    },
    async ({ params, body }) =>
      withUploads(storageDir, async (uploads) => {
        const before = await findGallery(db, params.id);
        const image = body.image ? await uploads.store('gallery', body.image) : before.image;
        if (body.image) uploads.removeAfter(before.image);
        return galleries.update(params.id, async (trx) => {
          await trx
            .updateTable('galleries')
            .set({ name: body.name, image })
            .where('id', '=', params.id)
            .execute();
        });
      }),
  );

  app.put(
    '/gallery/:id',
    { schema: { tags, params: idParams, body: statusBody, response: writeOf(galleryRow) } },
    async ({ params, body }) => galleries.status(params.id, body.status === 1),
  );

  app.delete(
    '/gallery/:id',
    { schema: { tags, params: idParams, response: writeOf(galleryRow) } },
    async ({ params }) =>
      withUploads(storageDir, async (uploads) =>
        galleries.remove(
          params.id,
          async (trx, gallery) => {
            const images = await trx
              .selectFrom('gallery_images')
              .select('image')
              .where('gallery_id', '=', params.id)
              .execute();
            await trx.deleteFrom('gallery_images').where('gallery_id', '=', params.id).execute();
            await trx.deleteFrom('galleries').where('id', '=', params.id).execute();
            uploads.removeAfter(gallery.image);
            for (const { image } of images) uploads.removeAfter(image);
          },
          { details: (row) => ({ images: row.images_count }) },
        ),
      ),
  );

  app.get(
    '/gallery/images',
    {
      schema: {
        tags,
        querystring: listQuery.extend({ gallery_id: galleryId }),
        response: { 200: nestedListOf(imageRow, 'gallery') },
      },
    },
    async ({ query }) => imagesOfGallery(db, query.gallery_id, query),
  );

  app.post(
    '/gallery/image',
    {
      schema: {
        tags,
        consumes: MULTIPART,
        body: z.object({ image: fileField().optional(), gallery_id: galleryId }),
        response: writeOf(imageRow),
      },
    },
    async ({ body }, reply) => {
      if (!body.image) throw invalid('image', say('image_required'));
      const file = body.image;
      const written = await withUploads(storageDir, async (uploads) => {
        // The gallery is checked before the picture is processed.
        const gallery = await parentExists(db, 'galleries', body.gallery_id, 'gallery');
        const image = await uploads.store('gallery', file);
        return images.create(async (trx) => {
          const { id } = await trx
            .insertInto('gallery_images')
            .values({ gallery_id: gallery.id, image, status: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        });
      });
      return reply.status(201).send(written);
    },
  );

  app.put(
    '/gallery/image/:id',
    { schema: { tags, params: idParams, body: statusBody, response: writeOf(imageRow) } },
    async ({ params, body }) => images.status(params.id, body.status === 1),
  );

  app.delete(
    '/gallery/image/:id',
    { schema: { tags, params: idParams, response: writeOf(imageRow) } },
    async ({ params }) =>
      withUploads(storageDir, async (uploads) =>
        images.remove(params.id, async (trx, row) => {
          await trx.deleteFrom('gallery_images').where('id', '=', params.id).execute();
          uploads.removeAfter(row.image);
        }),
      ),
  );
};
