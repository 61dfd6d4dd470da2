import { z } from 'zod';
import { say } from './say.js';

/**
 * The printed directory (docs/directory.md): what a book is made of, and a
 * book's progress in the queue.
 */
export const PAGE_SIZES = ['A4', 'A5'] as const;
export const BOOK_LANGUAGES = ['gu', 'en'] as const;

const ids = z.array(z.coerce.number().int().positive()).max(1000).default([]);

export const bookOptions = z.object({
  /** The places the book covers; none chosen: the whole directory. */
  district_ids: ids,
  post_ids: ids,
  village_ids: ids,
  /** The labels' language; names stay as entered. */
  language: z.enum(BOOK_LANGUAGES).default('gu'),
  page_size: z.enum(PAGE_SIZES).default('A5'),
  photos: z.boolean().default(true),
  /** Married daughters also under their birth family, with their in-laws' village (docs/families.md). */
  married_daughters: z.boolean().default(true),
  title: z.string().trim().min(1, say('title_required')).max(120),
  year: z.coerce.number().int().min(1900).max(2200),
});
export type BookOptions = z.infer<typeof bookOptions>;
export type BookOptionsInput = z.input<typeof bookOptions>;

export const BOOK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const bookState = z.object({
  id: z.number().int(),
  options: bookOptions,
  status: z.enum(BOOK_STATUSES),
  /** Books ahead of this one in the queue (1: next), for a queued book. */
  position: z.number().int().nullable(),
  families_done: z.number().int(),
  families_total: z.number().int(),
  pages: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  /**
   * Its PDF is on the server to download: false once an older book's file was let
   * go, or after a restore (books are not in backups); it can be printed again.
   */
  downloadable: z.boolean(),
  /** The day a member the book held was erased: print it again (docs/privacy.md "Erasure"). */
  reprint: z.string().nullable().optional(),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BookState = z.infer<typeof bookState>;

/** Whether this server can print books: Chromium found, or how to install it. */
export const printerState = z.object({
  available: z.boolean(),
  /** The command that installs it, when it is missing. */
  install: z.string().nullable(),
});
