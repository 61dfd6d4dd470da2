import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect.js';
import { NOT_PERSONAL, NOTICE_ITEMS } from '../../shared/personal-data.js';
import { signedInServer } from './helpers.js';
import { memberForm, postMultipart } from './member-fixtures.js';

/** The privacy notice (docs/privacy.md), on SQLite and PostgreSQL. */
const api = signedInServer();

/** Every table and its columns, as the database has them (full-text shadow tables aside). */
async function schema(): Promise<Map<string, string[]>> {
  const db = api.server.db;
  const rows = isPostgres(db)
    ? (
        await sql<{ table_name: string; column_name: string }>`
          SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables t
            ON t.table_name = c.table_name AND t.table_schema = c.table_schema
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (
        await sql<{ table_name: string; column_name: string }>`
          SELECT m.name AS table_name, p.name AS column_name
          FROM sqlite_master m JOIN pragma_table_xinfo(m.name) p
          WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`.execute(db)
      ).rows;
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    // The full-text indexes mirror columns already listed (names, labels), and so does
    // the member search's text (migration 0048): listing them would publish a new
    // notice version though the notice says nothing new.
    if (/_fts($|_)/.test(table_name) || (table_name === 'members' && column_name === 'search_text'))
      continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  return tables;
}

const listed = (where: readonly string[] | '*' | undefined, column: string) =>
  where === '*' || !!where?.includes(column);

describe('the privacy notice', () => {
  it('names every personal column of the schema with its purpose, or calls it not personal', async () => {
    const tables = await schema();
    const unexplained: string[] = [];
    for (const [table, columns] of tables)
      for (const column of columns)
        if (
          !listed(NOT_PERSONAL[table], column) &&
          !NOTICE_ITEMS.some((item) => listed(item.columns[table], column))
        )
          unexplained.push(`${table}.${column}`);
    expect(unexplained, 'personal data without a purpose in shared/personal-data.ts').toEqual([]);
    // And the registry names only what exists.
    const unknown: string[] = [];
    for (const where of [NOT_PERSONAL, ...NOTICE_ITEMS.map((i) => i.columns)])
      for (const [table, columns] of Object.entries(where)) {
        const have = tables.get(table);
        if (!have) unknown.push(table);
        else if (columns !== '*')
          for (const c of columns) if (!have.includes(c)) unknown.push(`${table}.${c}`);
      }
    expect(unknown).toEqual([]);
  });

  it('is public, versioned, and a new version when the office changes what it names', async () => {
    const first = await api.server.app.inject({ url: '/api/frontend/privacy/notice' });
    expect(first.statusCode).toBe(200);
    const before = first.json().data;
    expect(before).toMatchObject({ audit_days: 730, backup_days: 14 });
    const again = await api.server.app.inject({ url: '/api/frontend/privacy/notice' });
    expect(again.json().data.version).toBe(before.version);
    const saved = await api.send('PUT', 'privacy/notice', {
      contact_name: 'Hasmukhbhai Patel',
      contact_phone: '9825012345',
      contact_email: 'privacy@samaj.example.org',
      grievance_en: 'Write to the secretary, or call on Sundays 10–12.',
      grievance_gu: 'મંત્રીને લખો, અથવા રવિવારે 10–12 ફોન કરો.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBeGreaterThan(before.version);
    expect(saved.body.data.contact_name).toBe('Hasmukhbhai Patel');
    // A registration answers under the version in force.
    const form = await memberForm(api.server.db, '9876512345', {
      messages_sms: 'true',
      preferred_language: 'gu',
    });
    const registered = await postMultipart(api.server.app, 'member/register', form);
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const consent = await api.server.db
      .selectFrom('consent_events')
      .select('notice_version')
      .where('member_id', '=', registered.body.data.id)
      .executeTakeFirstOrThrow();
    expect(consent.notice_version).toBe(saved.body.data.version);
    const bad = await api.send('PUT', 'privacy/notice', { contact_email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.contact_email).toBeDefined();
  });
});
