import { sql, type Kysely } from 'kysely';

/**
 * The audit log in words (docs/audit.md): events recorded before it get the same
 * words as new ones.
 *
 * - A status switch was `status` (shown/hidden and, for businesses, live/off) or
 *   `publish` (programs and events, whichever way they went): each becomes what it
 *   did — `live`/`off` or `show`/`hide` — read from its recorded change.
 * - Labels began with an English noun ("Committee: Yuva Mandal"); the screen now
 *   names the area in the reader's language, so the label keeps the record's name.
 */
const LIVE = ['programs', 'events', 'business_portals'];
const PREFIXES = [
  'Committee member',
  'Donor member',
  'Committee',
  'Donor',
  'Admin',
  'Member',
  'Account',
  'Contact',
  'Result year',
  'Student result',
  'Business type',
  'Business',
  'Program',
  'Volunteer type',
  'Volunteers export',
  'Event',
  'Gallery image',
  'Gallery',
  'Job',
  'Notification',
  'Education',
  'District',
  'Post',
  'Village',
];

type Row = { id: number; resource: string; action: string; changes: string | null };

const switchedOn = (changes: string | null) => {
  try {
    const status = (JSON.parse(changes ?? '{}') as { status?: [unknown, unknown] }).status;
    return status ? status[1] === true || status[1] === 1 : null;
  } catch {
    return null;
  }
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const switches = await sql<Row>`
    SELECT id, resource, action, changes FROM audit_events
    WHERE action = 'status' OR (action = 'publish' AND resource IN ('programs', 'events'))
  `.execute(db);
  for (const row of switches.rows) {
    const on = switchedOn(row.changes);
    const live = LIVE.includes(row.resource);
    const action = on === null ? 'update' : live ? (on ? 'live' : 'off') : on ? 'show' : 'hide';
    await sql`UPDATE audit_events SET action = ${action} WHERE id = ${row.id}`.execute(db);
  }
  // Longest first, so "Committee member: " goes before "Committee: " could match it.
  for (const prefix of PREFIXES) {
    const head = `${prefix}: `;
    await sql`
      UPDATE audit_events SET label = substr(label, ${head.length + 1})
      WHERE label LIKE ${`${head}%`}
    `.execute(db);
  }
  await sql`UPDATE audit_events SET label = NULL WHERE label = 'Members export'`.execute(db);
  await sql`UPDATE audit_events SET label = NULL WHERE label LIKE 'Gallery image #%'`.execute(db);
}

export async function down(): Promise<void> {
  // The old words are not brought back.
}
