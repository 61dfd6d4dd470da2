import { pageNumber } from '../lists/list-query.js';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { bookOptions, type BookOptions, type BookState } from '../../shared/contract/directory.js';
import type { Database } from '../db/types.js';
import { privateDir } from '../db/private-files.js';
import { claimLease, releaseLease, renewLease } from '../work/leases.js';
import { printBook } from './render.js';
import { audit } from '../audit/audit.js';
import { idRanges } from '../audit/id-ranges.js';

/** Books kept for download; older ones are removed as new ones are printed. */
export const BOOKS_KEPT = 5;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;
/**
 * The printer: whoever holds this lease prints, so one book prints at a time
 * across every process sharing the database. Renewed as the book progresses.
 */
const PRINTER_LEASE = 'directory-printer';
const PRINTER_LEASE_MS = 60_000;
/** A process that found the printer busy looks again this often while books wait. */
const RETRY_MS = 5_000;

type Row = Database['directory_books'];

/** A stored book as the screen shows it. */
export async function readBooks(
  db: Kysely<Database>,
  where: { id?: number; page?: number; perPage?: number } = {},
): Promise<{ total: number; data: BookState[] }> {
  let query = db
    .selectFrom('directory_books')
    .leftJoin('users', 'users.id', 'directory_books.created_by')
    .selectAll('directory_books')
    .select('users.name as created_by_name');
  if (where.id) query = query.where('directory_books.id', '=', where.id);
  const perPage = where.perPage ?? 25;
  const [rows, { n }, waiting] = await Promise.all([
    query
      .orderBy('directory_books.id', 'desc')
      .limit(pageNumber(perPage))
      .offset(pageNumber(((where.page ?? 1) - 1) * perPage))
      .execute(),
    db
      .selectFrom('directory_books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('directory_books')
      .select(['id', 'status'])
      .where('status', 'in', ['queued', 'running'])
      .orderBy('id')
      .execute(),
  ]);
  const running = waiting.some((w) => w.status === 'running') ? 1 : 0;
  const queued = waiting.filter((w) => w.status === 'queued').map((w) => w.id);
  return {
    total: Number(n),
    data: rows.map((row) => ({
      id: row.id,
      options: bookOptions.parse(JSON.parse(row.options)),
      status: row.status,
      position: row.status === 'queued' ? queued.indexOf(row.id) + 1 + running : null,
      families_done: row.families_done,
      families_total: row.families_total,
      pages: row.pages,
      bytes: row.bytes,
      downloadable: row.status === 'done' && row.file !== null,
      reprint: row.reprint,
      error: row.error,
      created_by: row.created_by_name,
      created_at: String(row.created_at),
      finished_at: row.finished_at,
    })),
  };
}

/**
 * The books of this server, printed one at a time (docs/directory.md): a book
 * asked while another prints waits in line; a book that was printing when the
 * server stopped is printed again when it starts.
 */
export function bookPrinter(
  db: Kysely<Database>,
  dirs: { storageDir: string; booksDir: string },
  log: (error: unknown) => void,
) {
  let busy: Promise<void> | null = null;

  async function printNext(): Promise<void> {
    const next = await db
      .selectFrom('directory_books')
      .selectAll()
      .where('status', '=', 'queued')
      .orderBy('id')
      .executeTakeFirst();
    if (!next) return;
    await db
      .updateTable('directory_books')
      .set({ status: 'running' })
      .where('id', '=', next.id)
      .execute();
    const options = bookOptions.parse(JSON.parse(next.options)) as BookOptions;
    const file = `book-${next.id}.pdf`;
    let written = 0;
    try {
      await privateDir(dirs.booksDir);
      const printed = await printBook(
        db,
        dirs.storageDir,
        options,
        join(dirs.booksDir, file),
        async (p) => {
          if (Date.now() - written < PROGRESS_EVERY_MS && p.done < p.total) return;
          written = Date.now();
          await renewLease(db, PRINTER_LEASE, PRINTER_LEASE_MS);
          await db
            .updateTable('directory_books')
            .set({ families_done: p.done, families_total: p.total })
            .where('id', '=', next.id)
            .execute();
        },
      );
      await db
        .updateTable('directory_books')
        .set({
          status: 'done',
          file,
          pages: printed.pages,
          bytes: printed.bytes,
          finished_at: new Date().toISOString(),
        })
        .where('id', '=', next.id)
        .execute();
      // The book holds these members: who looked, for a breach or an access request.
      const creator = next.created_by
        ? await db
            .selectFrom('users')
            .select(['id', 'name'])
            .where('id', '=', next.created_by)
            .executeTakeFirst()
        : undefined;
      await audit(db, {
        action: 'access',
        resource: 'directory_books',
        recordId: next.id,
        label: `${options.title} ${options.year}`,
        user: creator ?? null,
        details: { members: printed.members, member_ids: idRanges(printed.memberIds) },
      });
      await prune();
    } catch (error) {
      log(error);
      await db
        .updateTable('directory_books')
        .set({
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          finished_at: new Date().toISOString(),
        })
        .where('id', '=', next.id)
        .execute();
    }
  }

  /** Keeps the newest books' PDFs; older rows stay as the history, without a file. */
  async function prune() {
    const old = await db
      .selectFrom('directory_books')
      .select(['id', 'file'])
      .where('file', 'is not', null)
      .orderBy('id', 'desc')
      .offset(BOOKS_KEPT)
      .limit(1000)
      .execute();
    for (const book of old) {
      await rm(join(dirs.booksDir, book.file!), { force: true });
      await db
        .updateTable('directory_books')
        .set({ file: null })
        .where('id', '=', book.id)
        .execute();
    }
  }

  let retry: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Looks again later while books wait and another process holds the printer. */
  async function retryLater() {
    const waiting = await db
      .selectFrom('directory_books')
      .select('id')
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (!waiting || stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) void drain().catch(log);
    }, RETRY_MS);
    retry.unref();
  }

  /**
   * Prints the queue out, one book after another, unless that is under way here or
   * in another process (the printer lease). Holding the printer, a book still
   * marked as printing was cut short by a process that stopped: it goes back in line.
   */
  function drain(): Promise<void> {
    busy ??= (async () => {
      try {
        if (!(await claimLease(db, PRINTER_LEASE, PRINTER_LEASE_MS))) return await retryLater();
        try {
          await db
            .updateTable('directory_books')
            .set({ status: 'queued' })
            .where('status', '=', 'running')
            .execute();
          for (;;) {
            const left = await db
              .selectFrom('directory_books')
              .select('id')
              .where('status', '=', 'queued')
              .executeTakeFirst();
            if (!left || stopped) return;
            await printNext();
          }
        } finally {
          await releaseLease(db, PRINTER_LEASE);
        }
      } finally {
        busy = null;
      }
    })();
    return busy;
  }

  /**
   * Books whose PDF is no longer in the books folder (a restore brings the database
   * back but not the books; a folder cleaned by hand) are marked as such, so the
   * screen offers to print them again instead of a download that fails.
   */
  async function forgetMissingFiles() {
    const kept = await db
      .selectFrom('directory_books')
      .select(['id', 'file'])
      .where('file', 'is not', null)
      .execute();
    for (const book of kept) {
      const there = await access(join(dirs.booksDir, book.file!)).then(
        () => true,
        () => false,
      );
      if (!there)
        await db
          .updateTable('directory_books')
          .set({ file: null })
          .where('id', '=', book.id)
          .execute();
    }
  }

  return {
    drain,
    /** After a start: books whose PDF is gone are marked so; books waiting, or cut short by a stop, are printed. */
    resume: () =>
      void forgetMissingFiles()
        .catch(log)
        .then(() => drain())
        .catch(log),
    /** The server is closing: no new book is started. */
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
    },
    /** Adds a book to the queue (in the caller's transaction) and answers its id. */
    async enqueue(
      trx: Kysely<Database>,
      options: BookOptions,
      userId: number | null,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('directory_books')
        .values({ options: JSON.stringify(options), created_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    start: () => void drain().catch(log),
    /** The PDF of a printed book, or null. */
    async fileOf(id: number): Promise<{ path: string; row: Row } | null> {
      const row = await db
        .selectFrom('directory_books')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row?.file) return null;
      const path = join(dirs.booksDir, row.file);
      if (
        !(await access(path).then(
          () => true,
          () => false,
        ))
      ) {
        await db.updateTable('directory_books').set({ file: null }).where('id', '=', id).execute();
        return null;
      }
      return { path, row: row as unknown as Row };
    },
  };
}
