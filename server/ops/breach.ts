import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { parseIdRanges } from '../audit/id-ranges.js';
import { fullName } from '../../shared/names.js';
import { CSV_BOM, CSV_EOL, csvRow } from '../../shared/csv.js';

/** What a breach reached: in a window, by some accounts (all when none are named). */
export interface BreachWindow {
  from: string;
  to: string;
  emails: string[];
}

export interface BreachPerson {
  id: number;
  name: string;
  mobile_no: string;
  language: 'gu' | 'en';
  read: boolean;
  exported: boolean;
  changed: boolean;
}

export interface BreachScope {
  accounts: { id: number; name: string; email: string }[];
  /** Events by what they were ("access members", "export backups"), with how many. */
  events: Record<string, number>;
  /** A backup was downloaded: every member's data left. */
  everyone: boolean;
  people: BreachPerson[];
}

const MEMBER_CHANGES = new Set([
  'create',
  'update',
  'delete',
  'marriage',
  'marriage_end',
  'death',
  'parents',
  'merge',
  'import',
]);

/**
 * The people whose records were read, exported or changed in a window by the given
 * accounts, from the audit log's access and change events (docs/security.md "A breach").
 */
export async function breachScope(
  db: Kysely<Database>,
  window: BreachWindow,
): Promise<BreachScope> {
  const accounts = window.emails.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where(
          'email',
          'in',
          window.emails.map((e) => e.toLowerCase()),
        )
        .execute()
    : [];
  if (window.emails.length && accounts.length !== window.emails.length) {
    const known = new Set(accounts.map((a) => a.email));
    throw new Error(
      `No account ${window.emails.filter((e) => !known.has(e.toLowerCase())).join(', ')}.`,
    );
  }
  let query = db
    .selectFrom('audit_events')
    .select(['action', 'resource', 'record_id', 'details'])
    .where('at', '>=', `${window.from}T00:00:00.000Z`)
    .where(
      'at',
      '<',
      new Date(Date.parse(`${window.to}T00:00:00.000Z`) + 86_400_000).toISOString(),
    );
  if (accounts.length)
    query = query.where(
      'user_id',
      'in',
      accounts.map((a) => a.id),
    );
  const events: Record<string, number> = {};
  const read = new Set<number>();
  const exported = new Set<number>();
  const changed = new Set<number>();
  let everyone = false;
  for (const event of await query.execute()) {
    const key = `${event.action} ${event.resource}`;
    events[key] = (events[key] ?? 0) + 1;
    const details = event.details ? (JSON.parse(event.details) as Record<string, unknown>) : {};
    const ids = parseIdRanges(typeof details.member_ids === 'string' ? details.member_ids : '');
    if (details.everyone === true) everyone = true;
    if (event.action === 'access') for (const id of ids) read.add(id);
    else if (event.action === 'export') for (const id of ids) exported.add(id);
    else if (event.resource === 'members' && MEMBER_CHANGES.has(event.action) && event.record_id)
      changed.add(Number(event.record_id));
  }
  const members = await db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'mobile_no', 'preferred_language'])
    .$if(!everyone, (q) => q.where('id', 'in', [0, ...read, ...exported, ...changed]))
    .orderBy('id')
    .execute();
  return {
    accounts,
    events,
    everyone,
    people: members.map((m) => ({
      id: m.id,
      name: fullName(m.first_name, m.last_name),
      mobile_no: m.mobile_no,
      language: m.preferred_language === 'en' ? 'en' : 'gu',
      read: everyone || read.has(m.id),
      exported: everyone || exported.has(m.id),
      changed: changed.has(m.id),
    })),
  };
}

/** The notice each person gets, in their language, with what was reached. */
export function personNotice(person: BreachPerson, window: BreachWindow, contact: string): string {
  const what = (gu: boolean) =>
    [
      person.read && (gu ? 'જોવામાં આવી' : 'viewed'),
      person.exported && (gu ? 'બહાર કાઢવામાં (export) આવી' : 'exported'),
      person.changed && (gu ? 'બદલવામાં આવી' : 'changed'),
    ]
      .filter(Boolean)
      .join(gu ? ', ' : ', ');
  return person.language === 'gu'
    ? `${person.name || 'સભ્ય'}, ${window.from} થી ${window.to} દરમિયાન સમાજ ડિરેક્ટરીમાં તમારી વિગતો (નામ, મોબાઇલ, સરનામું, જન્મ તારીખ) પરવાનગી વિના ${what(true)}. અમે ખાતાં બંધ કર્યાં છે અને તપાસ ચાલુ છે. અજાણ્યા ફોન કે સંદેશામાં OTP કે પૈસા ન આપો. પ્રશ્નો માટે: ${contact}`
    : `${person.name || 'Member'}, between ${window.from} and ${window.to} your details in the community directory (name, mobile, address, birth date) were ${what(false)} without permission. We have closed the accounts involved and are investigating. Do not share a one-time code or pay anyone who calls or messages about it. Questions: ${contact}`;
}

/**
 * Writes the breach's files into `out`: the people and their notices (CSV, ready for the
 * channels), and the draft report the Data Protection Board wants within 72 hours.
 */
export async function writeBreachFiles(
  out: string,
  window: BreachWindow,
  scope: BreachScope,
  contact: string,
): Promise<string[]> {
  await mkdir(out, { recursive: true });
  const people = join(out, 'people.csv');
  await writeFile(
    people,
    CSV_BOM +
      [
        ['member_id', 'name', 'mobile_no', 'language', 'read', 'exported', 'changed', 'notice'],
        ...scope.people.map((p) => [
          p.id,
          p.name,
          p.mobile_no,
          p.language,
          p.read ? 'yes' : 'no',
          p.exported ? 'yes' : 'no',
          p.changed ? 'yes' : 'no',
          personNotice(p, window, contact),
        ]),
      ]
        .map(csvRow)
        .join(CSV_EOL) +
      CSV_EOL,
  );
  const report = join(out, 'board-report.md');
  const accounts = scope.accounts.length
    ? scope.accounts.map((a) => `${a.name} <${a.email}>`).join(', ')
    : 'every account';
  await writeFile(
    report,
    [
      '# Personal data breach: report to the Data Protection Board of India (draft)',
      '',
      'Due within 72 hours of becoming aware of the breach (DPDP Rules, rule 7(2)(b)); an',
      'intimation without delay comes first (rule 7(2)(a)). Fill in every _[bracketed]_ part.',
      '',
      '## Facts',
      `- Window examined: ${window.from} to ${window.to}.`,
      `- Accounts examined: ${accounts}.`,
      `- When and how the breach became known: _[date, time, who noticed, how]_.`,
      '',
      '## Events, circumstances and cause',
      ...Object.entries(scope.events)
        .sort()
        .map(([what, count]) => `- ${what}: ${count}`),
      scope.everyone ? "- A backup (every member's data) was downloaded in the window." : '',
      '- Cause: _[stolen password, a lost phone, a shared account, …]_.',
      '',
      '## Extent',
      `- People affected: ${scope.people.length} (read ${scope.people.filter((p) => p.read).length}, exported ${scope.people.filter((p) => p.exported).length}, changed ${scope.people.filter((p) => p.changed).length}).`,
      '- Data: names, mobile numbers, addresses, birth dates, blood groups, education, occupation, photos.',
      '',
      '## Mitigation done and proposed',
      '- The accounts were disabled and signed out everywhere (`npm run user:password -- --sign-out-only`, the Accounts screen).',
      '- _[passwords changed, access reviewed, backups checked]_.',
      '',
      '## Who caused it',
      '- _[findings]_',
      '',
      '## Notices to the people affected',
      `- One notice per person, in their language, in \`people.csv\` (${scope.people.length} people), sent by WhatsApp or SMS on _[date]_.`,
      `- Contact for questions: ${contact}.`,
      '',
    ].join('\n'),
  );
  return [people, report];
}
