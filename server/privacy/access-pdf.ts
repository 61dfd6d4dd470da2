import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { CHROMIUM_ARGS, findChromium } from '../directory/find-chromium.mjs';
import { launchChromium } from '../directory/launch-chromium.js';
import { escape, fontFaces } from '../directory/html.js';
import { personalData } from './personal-data.js';
import { member as englishMember } from '../../i18n/en/member.js';
import { member as gujaratiMember } from '../../i18n/gu/member.js';
import { BUSINESS_TYPES } from '../../shared/rules.js';

/** The record's fields in the order the member form shows them; ids are read as names. */
const RECORD_FIELDS = [
  'first_name',
  'last_name',
  'surname',
  'mobile_no',
  'date_of_birth',
  'blood_group',
  'education_id',
  'business_type',
  'business_id',
  'business_address',
  'current_address',
  'city',
  'village_id',
  'post_id',
  'district_id',
  'state',
  'country',
  'native_place',
  'in_foreign_land',
] as const;
const NAMED = {
  education_id: 'education',
  business_id: 'business_types',
  village_id: 'villages',
  post_id: 'posts',
  district_id: 'districts',
} as const;

type Held = Awaited<ReturnType<typeof personalData>>;

const WORDS = {
  en: {
    title: 'Everything we hold about you',
    made: 'Made on',
    record: 'Your record',
    held: 'Other records that name you',
    changes: 'Changes made to your record',
    shared: 'Who it was shared with',
    none: 'None.',
    rows: 'entries',
    yes: 'Yes',
    no: 'No',
    law: 'Given under your right of access (Digital Personal Data Protection Act, 2023). The same data comes as a JSON file.',
  },
  gu: {
    title: 'અમારી પાસે તમારી જે વિગતો છે તે બધી',
    made: 'તૈયાર કર્યાની તારીખ',
    record: 'તમારો રેકોર્ડ',
    held: 'તમારું નામ ધરાવતા બીજા રેકોર્ડ',
    changes: 'તમારા રેકોર્ડમાં થયેલા ફેરફારો',
    shared: 'કોને બતાવાયું કે આપાયું',
    none: 'કંઈ નથી.',
    rows: 'નોંધો',
    yes: 'હા',
    no: 'ના',
    law: 'તમારા જાણવાના અધિકાર હેઠળ આપેલ (ડિજિટલ પર્સનલ ડેટા પ્રોટેક્શન અધિનિયમ, 2023). આ જ વિગતો JSON ફાઇલમાં પણ મળે છે.',
  },
} as const;

/** A value as a person reads it: objects as their fields, blanks as a dash. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join('; ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${shown(v)}`)
      .join(', ');
  return String(value);
};

const table = (rows: [string, unknown][]) =>
  `<table>${rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(shown(v))}</td></tr>`).join('')}</table>`;

/** The access file as a page to print: the record, every table naming the person, changes, sharing. */
export function accessHtml(
  held: Held,
  language: 'gu' | 'en',
  names: Partial<Record<string, string>>,
): string {
  const w = WORDS[language];
  const catalogue = language === 'gu' ? gujaratiMember : englishMember;
  const labels = catalogue.resources.members.fields as Record<string, unknown>;
  const member = held.member as Record<string, unknown>;
  // Codes read as the member form shows them: a business type by name, a flag as yes or no.
  const value = (field: string) => {
    if (field in NAMED) return names[field] ?? null;
    if (field === 'state' || field === 'country') return member[`${field}_name`];
    if (field === 'business_type') {
      const type = BUSINESS_TYPES.find((t) => t.id === Number(member[field]));
      return type ? catalogue.app.member.business_type[type.key] : member[field];
    }
    if (field === 'in_foreign_land') return member[field] ? w.yes : w.no;
    return member[field];
  };
  const record: [string, unknown][] = RECORD_FIELDS.map((field) => [
    typeof labels[field] === 'string' ? (labels[field] as string) : field,
    value(field),
  ]);
  const tables = Object.entries(held.held).filter(([, rows]) => rows.length);
  const list = (items: string[]) =>
    items.length
      ? `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`
      : `<p>${w.none}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${fontFaces()}
@page { size: A4; margin: 16mm 14mm; }
body { font-family: 'Noto Sans Gujarati', sans-serif; font-size: 10pt; color: #111; }
h1 { font-size: 18pt; margin: 0 0 2mm; } h2 { font-size: 13pt; margin: 7mm 0 2mm; border-bottom: 0.3mm solid #999; }
h3 { font-size: 11pt; margin: 4mm 0 1mm; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 1mm 2mm; border-bottom: 0.2mm solid #ddd; }
th { width: 35%; font-weight: 700; } .note { color: #444; font-size: 9pt; }
</style></head><body>
<h1>${escape(w.title)}</h1>
<p>${escape(shown((held.member as { first_name?: string }).first_name))} ${escape(shown((held.member as { last_name?: string }).last_name))} · ${w.made} ${escape(held.generated_at.slice(0, 10))}</p>
<p class="note">${escape(w.law)}</p>
<h2>${escape(w.record)}</h2>${table(record)}
<h2>${escape(w.held)}</h2>${
    tables.length
      ? tables
          .map(
            ([name, rows]) =>
              `<h3>${escape(name.replace(/_/g, ' '))} (${rows.length} ${w.rows})</h3>${rows
                .map((row) => table(Object.entries(row as Record<string, unknown>)))
                .join('')}`,
          )
          .join('')
      : `<p>${w.none}</p>`
  }
<h2>${escape(w.changes)}</h2>${list(
    held.changes.map(
      (c) =>
        `${c.at.slice(0, 16).replace('T', ' ')} · ${c.user_name ?? '—'} · ${c.action}: ${shown(c.changes)}`,
    ),
  )}
<h2>${escape(w.shared)}</h2>${list(
    held.shared_with.map(
      (s) =>
        `${s.at.slice(0, 16).replace('T', ' ')} · ${s.user_name ?? '—'} · ${s.action} · ${s.resource}${s.label ? ` · ${s.label}` : ''}`,
    ),
  )}
</body></html>`;
}

/** The names of the masters the record points at (education, business type, places). */
async function placeNames(db: Kysely<Database>, member: Held['member']) {
  const record = member as unknown as Record<string, number | null>;
  const names: Partial<Record<string, string>> = {};
  for (const [field, table] of Object.entries(NAMED)) {
    const id = record[field];
    if (!id) continue;
    const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
    if (row) names[field] = row.name;
  }
  return names;
}

/**
 * The access file as a PDF in the member's language, printed by the Chromium the
 * printed book uses (it shapes Gujarati script, which a PDF library alone does not).
 */
export async function accessPdf(db: Kysely<Database>, memberId: number): Promise<Buffer> {
  const held = await personalData(db, memberId);
  const { preferred_language } = await db
    .selectFrom('members')
    .select('preferred_language')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const language = preferred_language === 'en' ? 'en' : 'gu';
  const executablePath = findChromium();
  if (!executablePath) throw new Error('chromium_missing');
  const browser = await launchChromium(executablePath, CHROMIUM_ARGS);
  try {
    // Nobody's code runs and nothing is fetched: every value is escaped, scripts are off.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.route('**/*', (route) => route.abort('blockedbyclient'));
    await page.setContent(accessHtml(held, language, await placeNames(db, held.member)), {
      waitUntil: 'load',
    });
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}
