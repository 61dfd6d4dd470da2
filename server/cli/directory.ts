import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { directory as english } from '../../i18n/en/directory.js';
import { directory as gujarati } from '../../i18n/gu/directory.js';
import { bookOptions } from '../../shared/contract/directory.js';
import { printBook } from '../directory/render.js';
import { configFromEnv } from '../config.js';
import { INSTALL_HINT } from '../directory/find-chromium.mjs';
import { fail, openDatabase } from './account.js';

/**
 * `npm run directory -- --out book.pdf [--district Mehsana,Patan] [--village …]
 * [--language gu|en] [--size A5|A4] [--no-photos] [--title …] [--year …]`: prints
 * the directory book from the command line, as the Printed directory screen does
 * (docs/directory.md). Districts and villages by name or id; none: everything.
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    district: { type: 'string' },
    village: { type: 'string' },
    language: { type: 'string', default: 'gu' },
    size: { type: 'string', default: 'A5' },
    'no-photos': { type: 'boolean', default: false },
    title: { type: 'string' },
    year: { type: 'string', default: String(new Date().getFullYear()) },
  },
});
if (!values.out) fail('Where to? Give --out book.pdf.', 2);

const db = await openDatabase();
/** Ids of the places named (by name in either script, either case, or by id). */
async function placeIds(table: 'districts' | 'villages', list: string | undefined) {
  if (!list) return [];
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const rows = await db.selectFrom(table).select(['id', 'name', 'name_gu']).execute();
  return names.map((name) => {
    const found = rows.find(
      (r) =>
        String(r.id) === name || r.name.toLowerCase() === name.toLowerCase() || r.name_gu === name,
    );
    if (!found) fail(`No ${table === 'districts' ? 'district' : 'village'} named "${name}".`, 2);
    return found.id;
  });
}

try {
  const parsed = bookOptions.safeParse({
    district_ids: await placeIds('districts', values.district),
    village_ids: await placeIds('villages', values.village),
    language: values.language,
    page_size: values.size,
    photos: !values['no-photos'],
    // The screen's default title, in the book's language.
    title:
      values.title ?? (values.language === 'en' ? english : gujarati).app.directory.default_title,
    year: values.year,
  });
  if (!parsed.success)
    fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'), 2);
  const out = resolve(values.out);
  const started = Date.now();
  let shown = -1;
  const printed = await printBook(
    db,
    configFromEnv().storageDir,
    parsed.data,
    out,
    ({ done, total }) => {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      if (percent === shown) return;
      shown = percent;
      process.stdout.write(
        `\rPrinting: ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} families (${percent} %)`,
      );
    },
  );
  process.stdout.write(
    `\n${out}: ${printed.pages} pages, ${printed.families.toLocaleString('en-IN')} families, ` +
      `${printed.members.toLocaleString('en-IN')} members, ${printed.photos} photos, ` +
      `${(printed.bytes / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
} catch (error) {
  const message = (error as Error).message;
  process.stderr.write(
    message === 'chromium_missing' ? `${INSTALL_HINT}\n` : `Printing failed: ${message}\n`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
