import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import type { BookOptions } from '../../shared/contract/directory.js';
import type { Database } from '../db/types.js';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { launchChromium } from './launch-chromium.js';
import {
  coverHtml,
  documentHtml,
  familyHtml,
  geometry,
  indexColumns,
  linesPerPage,
  listLine,
  pageHtml,
  escape,
} from './html.js';
import { bookWords } from './labels.js';
import {
  indexLines,
  memberFacts,
  orderFamily,
  pagesFor,
  paginate,
  type BookPage,
  type MeasuredBlock,
  type MemberFacts,
} from './layout.js';
import { readBookVillages, type BookVillage } from './read.js';

/**
 * How the printer's Chromium starts: as everywhere (no sandbox as root, no calls
 * home), and lean — one renderer, no software rasteriser, the network service in
 * the browser process, no audio process, and a renderer script heap of 32 MB
 * (our own scripts only measure blocks; the largest part, 40 pages with photos,
 * fits with room to spare), so the collector frees each part's documents instead
 * of letting them pile up. Measured in docs/bench.md (issue 33).
 */
const PRINTER_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-software-rasterizer',
  '--renderer-process-limit=1',
  '--disable-features=Translate,MediaRouter,OptimizationHints,AudioServiceOutOfProcess',
  '--enable-features=NetworkServiceInProcess2',
  '--js-flags=--max-old-space-size=32',
];

/** Families measured in one go, and pages printed into one part of the book. */
const MEASURE_BATCH = 300;
const PAGES_PER_PART = 40;
/** Page numbers on an index line: beside the name, and on each line under it. */
const INDEX_PAGES_PER_LINE = { first: 3, more: 5 };

export interface BookProgress {
  done: number;
  total: number;
}

export interface PrintedBook {
  pages: number;
  bytes: number;
  families: number;
  members: number;
  photos: number;
  /** Every member the book holds (docs/security.md "Who looked"). */
  memberIds: number[];
}

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

async function photoData(storageDir: string, thumb: string | null): Promise<string | null> {
  if (!thumb) return null;
  try {
    const bytes = await readFile(join(storageDir, thumb));
    return `data:${MIME[extname(thumb).toLowerCase()] ?? 'image/jpeg'};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/** Heights of the blocks of `html` (each `.family`), head part and member rows, in px. */
async function measure(page: Page, html: string): Promise<MeasuredBlock[]> {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready');
  // In the page (a string: the server knows no DOM types).
  return page.evaluate(`[...document.querySelectorAll('.measure > *')].map((block) => {
    const rows = [...block.querySelectorAll(':scope > .row')].map(
      (row) => row.getBoundingClientRect().height + parseFloat(getComputedStyle(row).marginTop),
    );
    const total = block.getBoundingClientRect().height;
    return { head: total - rows.reduce((s, r) => s + r, 0), rows };
  })`);
}

/**
 * Prints the book of `options` to `outFile` (docs/directory.md): the families
 * measured in Chromium, laid out in Node (a family never splits, a village
 * starts a page), the pages printed in parts of 40 and joined with pdf-lib, so
 * no more than a part's pages are ever open in the browser.
 */
export async function printBook(
  db: Kysely<Database>,
  storageDir: string,
  options: BookOptions,
  outFile: string,
  onProgress: (progress: BookProgress) => void | Promise<void> = () => {},
): Promise<PrintedBook> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('chromium_missing');
  const words = bookWords(options.language);
  const today = new Date();
  const villages = await readBookVillages(db, options);
  const families = villages.flatMap((v) => v.families);
  const facts = new Map<number, MemberFacts[]>(
    families.map((f) => [f.id, orderFamily(f.members).map((m) => memberFacts(m, words, today))]),
  );
  const total = families.length;
  await onProgress({ done: 0, total });
  const size = options.page_size;
  const g = geometry(size);
  const html = (body: string) => documentHtml(size, body, options.language);
  const villageTitle = (v: BookVillage) =>
    `<div class="village-title">${escape([v.village, v.post, v.district].join(' · '))}</div>`;
  // Measuring shows every photo as an empty box of the same size: no image is read twice.
  const noPhotos = (n: number) =>
    Array.from({ length: n }, () => (options.photos ? null : undefined));

  const browser = await launchChromium(executablePath, PRINTER_ARGS);
  const folder = await mkdtemp(join(tmpdir(), 'directory-'));
  try {
    // The book runs nobody's code and fetches nothing: every value is escaped
    // (html.ts), the page's own scripts are off, and any request the page would
    // make (a stylesheet, a script, an image, a frame named by some record) is
    // refused; fonts and photos travel inside the page as data: URLs.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.route('**/*', (route) => route.abort('blockedbyclient'));
    // 1. Measure: a title block and the family blocks of each village.
    const sections: MeasuredBlock[][] = [];
    let measured = 0;
    for (const village of villages) {
      const blocks: MeasuredBlock[] = [];
      for (let i = 0; i < village.families.length; i += MEASURE_BATCH) {
        const batch = village.families.slice(i, i + MEASURE_BATCH);
        const body = batch
          .map((f) =>
            familyHtml(facts.get(f.id)!, noPhotos(f.members.length), words, undefined, f.away),
          )
          .join('');
        const title = i === 0 ? villageTitle(village) : '';
        blocks.push(...(await measure(page, html(`<div class="measure">${title}${body}</div>`))));
        measured += batch.length;
        await onProgress({ done: Math.floor(measured / 2), total });
      }
      sections.push(blocks);
    }
    // Each village's first block is its title; families follow it (index - 1).
    const pages = paginate(sections, g.contentHeight, g.gap);

    // 2. Number: the cover, the contents, the families, the index.
    const perPage = linesPerPage(size);
    const districts = [...new Set(villages.map((v) => v.district))];
    const contentsLines = districts.length + villages.length;
    const contentsPages = pagesFor(contentsLines, perPage);
    const firstBodyPage = 2 + contentsPages;
    const firstPageOf = new Map<number, number>();
    const index: { name: string; page: number }[] = [];
    pages.forEach((p, n) => {
      if (!firstPageOf.has(p.section)) firstPageOf.set(p.section, firstBodyPage + n);
      for (const piece of p.blocks) {
        if (piece.block === 0 || piece.continued) continue;
        const family = villages[p.section]!.families[piece.block - 1]!;
        for (const member of facts.get(family.id)!)
          index.push({ name: member.indexName, page: firstBodyPage + n });
      }
    });
    const collator = new Intl.Collator(options.language === 'gu' ? 'gu' : 'en');
    const indexed = indexLines(index, collator.compare, INDEX_PAGES_PER_LINE);
    const perIndexPage = perPage * indexColumns(size);
    const indexPages = pagesFor(indexed.length, perIndexPage);
    const firstIndexPage = firstBodyPage + pages.length;
    const bookTitle = `${options.title} ${options.year}`;

    // 3. Print: the front, the body in parts, the index.
    const parts: string[] = [];
    const print = async (body: string) => {
      await page.setContent(html(body), { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      const file = join(folder, `part-${String(parts.length).padStart(5, '0')}.pdf`);
      await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      parts.push(file);
    };
    const placeNames = (() => {
      const chosen =
        options.district_ids.length + options.post_ids.length + options.village_ids.length;
      return chosen ? districts.join(', ') : words.everywhere;
    })();
    const memberCount = families.reduce((s, f) => s + f.members.length, 0);
    const contents: string[] = [];
    villages.forEach((village, section) => {
      if (section === 0 || villages[section - 1]!.district !== village.district)
        contents.push(listLine(village.district, firstPageOf.get(section) ?? null, 'district'));
      contents.push(
        listLine(
          `${village.village} (${village.post})`,
          firstPageOf.get(section) ?? null,
          'indent',
        ),
      );
    });
    let front = coverHtml(options, placeNames, words.counts(families.length, memberCount), words);
    for (let n = 0; n < contentsPages; n++)
      front += pageHtml(
        [words.contents, bookTitle],
        contents.slice(n * perPage, (n + 1) * perPage).join(''),
        2 + n,
      );
    await print(front);

    let photos = 0;
    let rendered = 0;
    const pageBody = async (p: BookPage, number: number) => {
      const village = villages[p.section]!;
      let main = '';
      for (const piece of p.blocks) {
        if (piece.block === 0) {
          main += villageTitle(village);
          continue;
        }
        const family = village.families[piece.block - 1]!;
        const members = orderFamily(family.members);
        const images = options.photos
          ? await Promise.all(members.map((m) => photoData(storageDir, m.thumb)))
          : members.map(() => undefined);
        photos += images.filter(Boolean).length;
        main += familyHtml(facts.get(family.id)!, images, words, piece, family.away);
        if (!piece.continued) rendered++;
      }
      return pageHtml([`${village.village} · ${village.district}`, bookTitle], main, number);
    };
    for (let start = 0; start < pages.length; start += PAGES_PER_PART) {
      let body = '';
      for (let n = start; n < Math.min(pages.length, start + PAGES_PER_PART); n++)
        body += await pageBody(pages[n]!, firstBodyPage + n);
      await print(body);
      await onProgress({ done: Math.floor(measured / 2 + rendered / 2), total });
    }
    let back = '';
    for (let n = 0; n < indexPages; n++) {
      const entries = indexed.slice(n * perIndexPage, (n + 1) * perIndexPage);
      back += pageHtml(
        [words.index, bookTitle],
        `<div class="columns">${entries
          .map((e) => listLine(e.name, e.pages.join(', '), e.name ? '' : 'more'))
          .join('')}</div>`,
        firstIndexPage + n,
      );
    }
    await print(back);

    // 4. Join the parts.
    const book = await PDFDocument.create();
    book.setTitle(bookTitle);
    book.setCreator('Family directory back-office');
    for (const file of parts) {
      const part = await PDFDocument.load(await readFile(file));
      for (const copied of await book.copyPages(part, part.getPageIndices())) book.addPage(copied);
    }
    const bytes = await book.save();
    await writeFile(outFile, bytes);
    await onProgress({ done: total, total });
    return {
      pages: book.getPageCount(),
      bytes: bytes.length,
      families: total,
      members: memberCount,
      photos,
      memberIds: families.flatMap((f) => f.members.map((m) => m.id)),
    };
  } finally {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  }
}
