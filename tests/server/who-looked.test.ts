import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breachScope, writeBreachFiles } from '../../server/ops/breach.js';
import { MEMBER_REFERENCES } from '../../server/member/ties.js';
import { configFromEnv } from '../../server/config.js';
import { parseIdRanges } from '../../server/audit/id-ranges.js';
import { accountWithRole, apiGet, signedInServer } from './helpers.js';

/** Who looked at whose data (docs/security.md "Who looked"), on SQLite and PostgreSQL. */
const api = signedInServer();
const db = () => api.server.db;

const lastEvent = (action: string, resource: string) =>
  db()
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action)
    .where('resource', '=', resource)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('who looked', () => {
  it('logs a member record opened, with the family it shows, by account and time', async () => {
    const head = await db()
      .selectFrom('members')
      .select(['id', 'family_id'])
      .where('is_head', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const family = await db()
      .selectFrom('members')
      .select('id')
      .where('family_id', '=', head.family_id)
      .execute();
    expect((await api.get(`members/${head.id}`)).status).toBe(200);
    const event = await lastEvent('access', 'members');
    expect(event).toMatchObject({ record_id: String(head.id), user_name: 'Demo Administrator' });
    expect(parseIdRanges(JSON.parse(event.details!).member_ids).sort()).toEqual(
      family.map((m) => m.id).sort(),
    );
  });

  it('records the members an export held', async () => {
    const response = await apiGet(
      api.server.app,
      api.session,
      `members/export?district_id=${(await db().selectFrom('districts').select('id').where('name', '=', 'Patan').executeTakeFirstOrThrow()).id}`,
    );
    const exported = (response.json() as { data: { id: number }[] }).data.map((r) => r.id);
    expect(exported.length).toBeGreaterThan(0);
    const event = await lastEvent('export', 'members');
    expect(parseIdRanges(JSON.parse(event.details!).member_ids)).toEqual(
      [...exported].sort((a, b) => a - b),
    );
  });

  it('shows who looked to administrators only', async () => {
    const viewer = await accountWithRole(api.server, 'viewer');
    const asViewer = await apiGet(api.server.app, viewer, 'audit/list?action=access');
    expect(asViewer.json().total).toBe(0);
    const asAdministrator = await api.get('audit/list?action=access');
    expect(asAdministrator.body.total).toBeGreaterThan(0);
  });

  it('keeps the log at least a year', () => {
    expect(() => configFromEnv({ AUDIT_RETENTION_DAYS: '90' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(configFromEnv({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
  });
});

describe('the breach runbook', () => {
  it('lists the people an account read, exported or changed in a window, and writes the report and notices', async () => {
    const session = await accountWithRole(api.server, 'administrator', [], 'leaked@example.org');
    const members = await db()
      .selectFrom('members')
      .select(['id', 'family_id'])
      .where('is_head', '=', 1)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect((await apiGet(api.server.app, session, `members/${members[0]!.id}`)).statusCode).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    const window = { from: today, to: today, emails: ['leaked@example.org'] };
    const scope = await breachScope(db(), window);
    expect(scope.accounts.map((a) => a.email)).toEqual(['leaked@example.org']);
    expect(scope.events['access members']).toBe(1);
    const read = scope.people.filter((p) => p.read).map((p) => p.id);
    expect(read).toContain(members[0]!.id);
    // The other account's reads are not this breach's.
    expect(read).not.toContain(members[1]!.id);
    const out = mkdtempSync(join(tmpdir(), 'breach-'));
    const [people, report] = await writeBreachFiles(out, window, scope, 'office 079-1234');
    const csv = readFileSync(people!, 'utf8');
    expect(csv).toContain(String(members[0]!.id));
    expect(csv).toMatch(/સમાજ ડિરેક્ટરીમાં તમારી વિગતો|your details in the community directory/);
    expect(readFileSync(report!, 'utf8')).toMatch(/72 hours[\s\S]*People affected: \d+/);
    await expect(breachScope(db(), { ...window, emails: ['nobody@example.org'] })).rejects.toThrow(
      /No account nobody@example.org/,
    );
  });
});

describe('a request of access', () => {
  it('hands over everything held about a member, with whom it was shared; administrators only', async () => {
    const seat = await db()
      .selectFrom('committee_members')
      .select(['member_id', 'committee_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Someone opened the record: it was shared with them.
    await api.get(`members/${seat.member_id}`);
    const answer = await api.get(`members/${seat.member_id}/personal-data`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.member.id).toBe(seat.member_id);
    for (const table of [...Object.keys(MEMBER_REFERENCES), 'kin_parents', 'marriages'])
      expect(data.held, table).toHaveProperty(table);
    expect(data.held.committee_members).toEqual(
      expect.arrayContaining([expect.objectContaining({ committee_id: seat.committee_id })]),
    );
    expect(data.shared_with).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'access',
          resource: 'members',
          user_name: 'Demo Administrator',
        }),
      ]),
    );
    const viewer = await accountWithRole(api.server, 'viewer');
    const refused = await apiGet(api.server.app, viewer, `members/${seat.member_id}/personal-data`);
    expect(refused.statusCode).toBe(403);
  });
});
