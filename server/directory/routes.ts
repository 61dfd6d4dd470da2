import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { bookPrinter, readBooks } from './queue.js';
import { auditedWrites } from '../audit/audited-write.js';
import { ApiError, notFound } from '../http/errors.js';
import { findChromium, INSTALL_COMMAND } from './find-chromium.mjs';
import { bookOptions, bookState, printerState } from '../../shared/contract/directory.js';
import { listOf, oneOf, said } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { listQuery } from '../../shared/contract/list.js';
import { say } from '../../shared/contract/say.js';

const tags = ['Printed directory'];

/** Names of the chosen places, for the audit log. */
async function placeNames(
  db: Kysely<Database>,
  ids: { district_ids: number[]; post_ids: number[]; village_ids: number[] },
) {
  const names = async (table: 'districts' | 'posts' | 'villages', list: number[]) =>
    list.length
      ? (
          await db
            .selectFrom(table)
            .select('name')
            .where('id', 'in', list)
            .orderBy('name')
            .execute()
        ).map((r) => r.name)
      : [];
  const all = [
    ...(await names('districts', ids.district_ids)),
    ...(await names('posts', ids.post_ids)),
    ...(await names('villages', ids.village_ids)),
  ];
  return all.length ? all.join(', ') : null;
}

/**
 * The printed directory (docs/directory.md, docs/api.md): ask for a book, follow
 * it in the queue, download its PDF. Administrators only: a book holds every
 * chosen family's details.
 */
/**
 * A book's download name: its title and year, letters of any script with their
 * vowel signs and viramas (Unicode marks: "પરિવાર ડિરેક્ટરી 2026"), digits, spaces,
 * '_' and '-'; anything else (slashes, quotes, controls) is left out.
 */
export const bookFileName = (title: string, year: number) =>
  `${title} ${year}`
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim() || 'directory';

export const directoryRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Config;
}> = async (app, { db, config }) => {
  const readers = { access: { resource: 'directory_books' } } as const;
  const printer = bookPrinter(
    db,
    { storageDir: config.storageDir, booksDir: config.booksDir },
    (error) => app.log.error({ err: error }, 'printing a directory failed'),
  );
  /** A book asked for is logged by its title and year, with the places and options chosen. */
  const books = auditedWrites(db, {
    resource: 'directory_books',
    term: 'record',
    find: async (from, id) => {
      const [book] = (await readBooks(from, { id })).data;
      if (!book) throw notFound('record');
      return book;
    },
    fields: [],
    label: (book) => `${book.options.title} ${book.options.year}`,
  });
  app.addHook('onReady', async () => printer.resume());
  app.addHook('onClose', async () => printer.stop());

  app.get(
    '/directory/printer',
    { config: readers, schema: { tags, response: { 200: oneOf(printerState) } } },
    async () => {
      const available = !!findChromium();
      return { data: { available, install: available ? null : INSTALL_COMMAND } };
    },
  );

  app.get(
    '/directory/books',
    {
      config: readers,
      schema: { tags, querystring: listQuery, response: { 200: listOf(bookState) } },
    },
    async ({ query }) =>
      readBooks(db, {
        page: query.page,
        perPage: query.itemsPerPage > 0 ? query.itemsPerPage : 1000,
      }),
  );

  app.post(
    '/directory/books',
    {
      schema: {
        tags,
        body: bookOptions,
        response: { 202: z.object({ ...said, data: bookState }) },
      },
    },
    async (request, reply) => {
      if (!findChromium())
        throw new ApiError(409, say('chromium_missing', { command: INSTALL_COMMAND }));
      const options = request.body;
      const places = await placeNames(db, options);
      const written = await books.create(
        (trx) => printer.enqueue(trx, options, request.user?.id ?? null),
        {
          code: 'book_queued',
          details: () => ({
            places,
            language: options.language,
            page_size: options.page_size,
            photos: options.photos,
          }),
        },
      );
      printer.start();
      return reply.status(202).send(written);
    },
  );

  app.get(
    '/directory/books/:id',
    { config: readers, schema: { tags, params: idParams, response: { 200: oneOf(bookState) } } },
    async ({ params }) => {
      const [book] = (await readBooks(db, { id: params.id })).data;
      if (!book) throw notFound('record');
      return { data: book };
    },
  );

  app.get(
    '/directory/books/:id/pdf',
    { config: readers, schema: { tags, params: idParams } },
    async ({ params }, reply) => {
      const found = await printer.fileOf(params.id);
      if (!found) throw new ApiError(404, say('book_file_gone'));
      const { size } = await stat(found.path).catch(() => {
        throw new ApiError(404, say('book_file_gone'));
      });
      const options = JSON.parse(found.row.options) as { title: string; year: number };
      const name = bookFileName(options.title, options.year);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', size)
        .header(
          'Content-Disposition',
          `attachment; filename="directory-${params.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
        )
        .send(createReadStream(found.path));
    },
  );
};
