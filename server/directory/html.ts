import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BookOptions } from '../../shared/contract/directory.js';
import type { BookWords } from './labels.js';
import type { MarriedAway, MemberFacts } from './layout.js';

/**
 * The printed directory as HTML that Chromium prints (docs/directory.md): the
 * page geometry, the bundled Noto Sans Gujarati, and each kind of page. Every
 * page is a box of the paper's size, so the book paginates exactly as
 * server/directory/layout.ts decided.
 */

/** Millimetres of paper; Chromium lays out at 96 px to the inch. */
const MM = 96 / 25.4;
const PAPER = { A4: [210, 297], A5: [148, 210] } as const;
const MARGIN = { top: 9, side: 11, bottom: 8 };
const HEADER = 8;
const FOOTER = 7;
/** Space between two family blocks. */
export const GAP_MM = 2.5;

export interface Geometry {
  width: number;
  height: number;
  /** The content's width and height in px, between header and footer. */
  contentWidth: number;
  contentHeight: number;
  gap: number;
}

export function geometry(size: BookOptions['page_size']): Geometry {
  const [width, height] = PAPER[size];
  return {
    width,
    height,
    contentWidth: (width - 2 * MARGIN.side) * MM,
    // A few pixels kept back, so rounding never pushes a block onto the next paper.
    contentHeight: (height - MARGIN.top - MARGIN.bottom - HEADER - FOOTER) * MM - 4,
    gap: GAP_MM * MM,
  };
}

/** The font files of @fontsource/noto-sans-gujarati, from the project's own install. */
const fontDir = (() => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fontsource/noto-sans-gujarati/package.json')), 'files');
})();
export const fontFaces = (() => {
  let css: string | null = null;
  return () =>
    (css ??= [400, 700]
      .flatMap((weight) =>
        (
          [
            [
              'gujarati',
              'U+0951-0952, U+0964-0965, U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839',
            ],
            [
              'latin',
              'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
            ],
            [
              'latin-ext',
              'U+0100-02AF, U+1E00-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
            ],
          ] as const
        ).map(([subset, range]) => {
          const data = readFileSync(
            join(fontDir, `noto-sans-gujarati-${subset}-${weight}-normal.woff2`),
          ).toString('base64');
          return `@font-face{font-family:'Noto Sans Gujarati';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
        }),
      )
      .join('\n'));
})();

const escape = (text: string | number | null | undefined) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function styles(size: BookOptions['page_size']): string {
  const g = geometry(size);
  const small = size === 'A5' ? 8 : 9;
  return `${fontFaces()}
@page { size: ${size}; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Noto Sans Gujarati', sans-serif; font-size: ${small + 1}pt; line-height: 1.3; color: #111; }
.page { width: ${g.width}mm; height: ${g.height}mm; padding: ${MARGIN.top}mm ${MARGIN.side}mm ${MARGIN.bottom}mm; overflow: hidden; break-after: page; position: relative; }
.page:last-child { break-after: auto; }
.page > header { height: ${HEADER}mm; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 0.3mm solid #777; font-size: ${small}pt; color: #333; padding-bottom: 1mm; }
.page > main { height: ${g.contentHeight / MM}mm; padding-top: 1.5mm; }
.page > footer { position: absolute; bottom: ${MARGIN.bottom}mm; left: 0; right: 0; height: ${FOOTER - 2}mm; text-align: center; font-size: ${small}pt; color: #333; }
.measure { width: ${g.contentWidth}px; }
.family { border: 0.3mm solid #bbb; border-radius: 1.5mm; padding: 1.5mm 2mm; break-inside: avoid; }
.family + .family { margin-top: ${GAP_MM}mm; }
.fhead, .row { display: flex; gap: 2mm; align-items: flex-start; }
.row { padding-top: 1mm; margin-top: 1mm; border-top: 0.2mm dotted #ccc; }
.fhead .name { font-weight: 700; font-size: ${small + 2}pt; }
.who { flex: 1; min-width: 0; }
.facts { font-size: ${small}pt; color: #333; }
.photo { width: 11mm; height: 13mm; object-fit: cover; border-radius: 1mm; flex: none; }
.fhead .photo { width: 13mm; height: 15mm; }
span.photo { border: 0.2mm solid #ddd; background: #f5f5f5; }
.village-title { font-weight: 700; font-size: ${small + 4}pt; margin: 0 0 2mm; }
.cover { display: flex; flex-direction: column; justify-content: center; text-align: center; height: 100%; }
.cover h1 { font-size: ${size === 'A5' ? 24 : 30}pt; margin: 0 0 4mm; }
.cover .year { font-size: ${size === 'A5' ? 16 : 20}pt; margin-bottom: 10mm; }
.cover .note { margin-top: 14mm; font-size: ${small}pt; border: 0.3mm solid #999; padding: 3mm; }
.list-line { display: flex; gap: 2mm; height: ${LIST_LINE_MM}mm; align-items: baseline; white-space: nowrap; overflow: hidden; }
.list-line .text { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.list-line .dots { flex: 1 0 2mm; border-bottom: 0.3mm dotted #999; }
.list-line .at { flex: none; }
.list-line.more .dots { border-bottom: none; }
.list-line.district { font-weight: 700; }
.list-line.indent { padding-left: 4mm; }
.columns { display: grid; grid-template-columns: repeat(${indexColumns(size)}, 1fr); grid-template-rows: repeat(${linesPerPage(size)}, ${LIST_LINE_MM}mm); grid-auto-flow: column; column-gap: 5mm; }
.columns .list-line { font-size: ${small}pt; }
`;
}

/** The height of one line of the contents and the index. */
export const LIST_LINE_MM = 5.2;
/** Lines of the contents, or of one index column, a page holds. */
export const linesPerPage = (size: BookOptions['page_size']) =>
  Math.floor(geometry(size).contentHeight / (LIST_LINE_MM * MM)) - 1;
export const indexColumns = (size: BookOptions['page_size']) => (size === 'A5' ? 2 : 3);

export const documentHtml = (size: BookOptions['page_size'], body: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${styles(size)}</style></head><body>${body}</body></html>`;

/** One member's line: name (relation), then age, education, work, blood group, mobile, address. */
function facts(f: MemberFacts, words: BookWords): string {
  const parts = [
    f.passedAway,
    f.married,
    f.age,
    f.education,
    f.work,
    f.blood_group && `${words.blood} ${f.blood_group}`,
    f.mobile && `${words.mobile} ${f.mobile}`,
  ].filter(Boolean);
  const address = f.address
    ? `<div class="facts">${escape(words.address)}: ${escape(f.address)}</div>`
    : '';
  return `<div class="facts">${parts.map(escape).join(' · ')}</div>${address}`;
}

const photo = (src: string | null | undefined) =>
  src === undefined
    ? ''
    : src
      ? `<img class="photo" src="${src}" alt="">`
      : '<span class="photo"></span>';

/**
 * A family block: the head's part (name, facts, photo), then one row per member.
 * `photos[i]` is a data URL, null (no photo) or undefined (photos off).
 */
export function familyHtml(
  members: readonly MemberFacts[],
  photos: readonly (string | null | undefined)[],
  words: BookWords,
  /** The rows of this piece; all of them by default. The married-away list counts as the last row. */
  piece: { from: number; to: number; continued: boolean } | undefined,
  /** The family's married daughters elsewhere, printed after its members. */
  away: readonly MarriedAway[] = [],
): string {
  const [head, ...others] = members;
  const rows = piece ?? {
    from: 0,
    to: others.length + (away.length ? 1 : 0),
    continued: false,
  };
  const headPart = rows.continued
    ? `<div class="fhead"><div class="who"><span class="name">${escape(head!.name)}</span> <span class="facts">(${escape(words.continued)})</span></div></div>`
    : `<div class="fhead">${photo(photos[0])}<div class="who"><div class="name">${escape(head!.name)}</div>${facts(head!, words)}</div></div>`;
  const memberRows = others
    .slice(rows.from, rows.to)
    .map((m, i) => {
      const relation = m.relation ? ` <span class="facts">(${escape(m.relation)})</span>` : '';
      return `<div class="row">${photo(photos[rows.from + i + 1])}<div class="who"><div>${escape(m.name)}${relation}</div>${facts(m, words)}</div></div>`;
    })
    .join('');
  const awayRows =
    away.length && rows.to > others.length
      ? `<div class="row away"><div class="who"><div class="facts">${escape(words.marriedAway)}</div>${away
          .map(
            (a) =>
              `<div>${escape(a.name)} <span class="facts">(${escape(words.marriedTo(a.spouse, a.village))})</span></div>`,
          )
          .join('')}</div></div>`
      : '';
  return `<section class="family">${headPart}${memberRows}${awayRows}</section>`;
}

export const pageHtml = (header: [string, string], main: string, number: number | null) =>
  `<div class="page"><header><span>${escape(header[0])}</span><span>${escape(header[1])}</span></header><main>${main}</main>${
    number === null ? '' : `<footer>${number}</footer>`
  }</div>`;

/** A line of the contents or the index: the text (cut short if it must), dots, the page(s). */
export const listLine = (text: string, page: number | string | null, kind = '') =>
  `<div class="list-line ${kind}"><span class="text">${escape(text)}</span><span class="dots"></span><span class="at">${escape(page)}</span></div>`;

export function coverHtml(options: BookOptions, places: string, counts: string, words: BookWords) {
  return `<div class="page"><div class="cover"><h1>${escape(options.title)}</h1><div class="year">${escape(options.year)}</div><div>${escape(places)}</div><div>${escape(counts)}</div><div class="note">${escape(words.membersOnly)}</div></div></div>`;
}

export { escape };
