import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { recordPairs } from '../../server/duplicates/pairs.js';
import { scanDirectory } from '../../server/duplicates/scan.js';
import { MEMBER_REFERENCES } from '../../server/member/ties.js';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer();
const newMobile = mobiles(61000);

/** A member added through the admin form; answers their id. */
async function addMember(extra: Record<string, unknown>) {
  const fields = await memberForm(api.server.db, newMobile(), extra);
  const saved = await postMultipart(api.server.app, 'members', fields, undefined, api.session);
  expect(saved.status).toBe(201);
  return saved.body.data.id as number;
}

const openPairs = async () =>
  (await api.get('duplicates?itemsPerPage=100')).body.data as {
    id: number;
    source: string;
    reasons: string[];
    score: number;
    a: { id: number };
    b: { id: number };
  }[];

const pairOf = async (x: number, y: number) =>
  (await openPairs()).find((p) => (p.a.id === x && p.b.id === y) || (p.a.id === y && p.b.id === x));

describe('possible duplicates', () => {
  it('flags a public registration that matches a member across scripts; the registrant is told nothing', async () => {
    const existing = await addMember({
      first_name: 'રમેશભાઈ',
      last_name: 'કાંતિલાલ',
      date_of_birth: '1971-04-12',
    });
    const fields = await memberForm(api.server.db, newMobile(), {
      first_name: 'Rameshbhai',
      last_name: 'Kantilal',
      date_of_birth: '1971-04-12',
    });
    const done = await postMultipart(api.server.app, 'member/register', fields);
    expect(done.status).toBe(201);
    expect(done.body.code).toBe('registration_complete');
    const pair = await pairOf(existing, done.body.data.id);
    expect(pair).toMatchObject({ source: 'registration' });
    expect(pair!.reasons).toEqual(
      expect.arrayContaining(['names_match_across_scripts', 'same_birth_date', 'same_village']),
    );

    // Not a duplicate: remembered, so a scan of the whole directory does not offer it again.
    const dismissed = await api.send('POST', `duplicates/${pair!.id}/dismiss`);
    expect(dismissed.body).toMatchObject({ code: 'pair_dismissed', data: { status: 'dismissed' } });
    await scanDirectory(api.server.db);
    expect(await pairOf(existing, done.body.data.id)).toBeUndefined();
    const decided = await api.get('duplicates?status=dismissed');
    expect(decided.body.data.map((p: { id: number }) => p.id)).toContain(pair!.id);
    expect((await api.send('POST', `duplicates/${pair!.id}/dismiss`)).status).toBe(409);
  });

  it('a scan finds a pair typed twice, and not a namesake with another father', async () => {
    const mahesh = await addMember({
      first_name: 'Mahesh Kumar',
      last_name: 'Ambalal',
      date_of_birth: '1985-02-01',
    });
    const again = await addMember({
      first_name: 'મહેશકુમાર',
      last_name: 'અંબાલાલ',
      date_of_birth: '1985-02-01',
    });
    const namesake = await addMember({
      first_name: 'Mahesh',
      last_name: 'Jivanlal',
      date_of_birth: '1991-07-09',
    });
    await scanDirectory(api.server.db);
    expect(await pairOf(mahesh, again)).toBeDefined();
    expect(await pairOf(mahesh, namesake)).toBeUndefined();
  });

  it('the scan from the screen: one at a time across processes, its state the same for every process, and one cut short shows as failed', async () => {
    const { db } = api.server;
    // Another process sharing the database is scanning.
    await db
      .insertInto('leases')
      .values({ name: 'duplicate-scan', owner: 'another-process', until: Date.now() + 60_000 })
      .execute();
    const busy = await api.send('POST', 'duplicates/scan');
    expect(busy).toMatchObject({ status: 409, body: { code: 'scan_busy' } });
    await db.deleteFrom('leases').where('name', '=', 'duplicate-scan').execute();

    const started = await api.send('POST', 'duplicates/scan');
    expect(started.status).toBe(202);
    const done = await vi.waitFor(
      async () => {
        const state = (await api.get('duplicates/scan')).body.data;
        if (state.status !== 'done') throw new Error(state.status);
        return state;
      },
      { timeout: 30_000, interval: 50 },
    );
    const members = Number(
      (
        await db
          .selectFrom('members')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(done).toMatchObject({ members, done: members });
    expect(done.found).toBeGreaterThan(0);
    expect(done.finished_at >= done.started_at).toBe(true);

    // A scan another process was running when it stopped: marked running, nobody holds it.
    await db
      .insertInto('duplicate_scans')
      .values({ started_at: new Date().toISOString(), members, done: 10 })
      .execute();
    expect((await api.get('duplicates/scan')).body.data).toMatchObject({
      status: 'failed',
      done: 10,
    });
    expect((await api.send('POST', 'duplicates/scan')).status).toBe(202);
    await vi.waitFor(
      async () => {
        const state = (await api.get('duplicates/scan')).body.data;
        if (state.status !== 'done') throw new Error(state.status);
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it('a merge moves every kind of tie to the kept member in one go, and the merged id says where it went', async () => {
    const { db } = api.server;
    // The one who goes: a seeded family head with relatives, given one row of every table that names a member.
    const head = await db
      .selectFrom('members')
      .select(['id', 'family_id'])
      .where('is_head', '=', 1)
      .where(
        'family_id',
        'in',
        db
          .selectFrom('members')
          .select('family_id')
          .groupBy('family_id')
          .having(sql`count(*)`, '>=', 3),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const gone = head.id;
    const kept = await addMember({ first_name: 'Kept', last_name: 'Person' });
    const tables = Object.keys(MEMBER_REFERENCES) as (keyof typeof MEMBER_REFERENCES)[];
    const moved: string[] = [];
    for (const table of tables) {
      const t = sql.table(table);
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${t}
        WHERE member_id IS NOT NULL AND member_id NOT IN (${gone}, ${kept}) ORDER BY id LIMIT 1`.execute(
        db,
      );
      if (!rows[0]) continue;
      if (table === 'admins') await sql`DELETE FROM admins WHERE member_id = ${gone}`.execute(db);
      await sql`UPDATE ${t} SET member_id = ${gone} WHERE id = ${rows[0].id}`.execute(db);
      moved.push(table);
    }
    // Every kind of tie the issue names is there to move.
    expect(moved).toEqual(
      expect.arrayContaining([
        'committee_members',
        'donor_members',
        'job_applicants',
        'volunteers',
        'business_portals',
        'business_partners',
        'student_results',
        'contacts',
        'admins',
      ]),
    );
    // The kept member already sits on one of the gone member's committees: one seat remains.
    const seat = await db
      .selectFrom('committee_members')
      .select('committee_id')
      .where('member_id', '=', gone)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('committee_members')
      .values({ committee_id: seat.committee_id, member_id: kept, position: 'Member' })
      .execute();

    const countFor = async (id: number) => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}
          WHERE member_id = ${id}`.execute(db);
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    };
    const [goneBefore, keptBefore] = [await countFor(gone), await countFor(kept)];
    const relatives = await db
      .selectFrom('members')
      .select('id')
      .where('family_id', '=', head.family_id)
      .where('id', '!=', gone)
      .execute();
    const goneRow = await db
      .selectFrom('members')
      .select(['mobile_no', 'date_of_birth'])
      .where('id', '=', gone)
      .executeTakeFirstOrThrow();

    await recordPairs(db, [{ a: gone, b: kept, score: 90, reasons: ['names_match'] }], 'scan');
    const pair = (await pairOf(gone, kept))!;
    expect(
      (await api.send('POST', `duplicates/${pair.id}/merge`, { keep: 999_999, take: [] })).status,
    ).toBe(422);
    const merged = await api.send('POST', `duplicates/${pair.id}/merge`, {
      keep: kept,
      take: ['mobile_no', 'date_of_birth'],
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ code: 'members_merged', data: { kept, merged: gone } });

    const [goneAfter, keptAfter] = [await countFor(gone), await countFor(kept)];
    for (const table of tables) {
      expect(goneAfter[table], table).toBe(0);
      const expected =
        goneBefore[table]! + keptBefore[table]! - (table === 'committee_members' ? 1 : 0);
      expect(keptAfter[table], table).toBe(expected);
    }
    const keptRow = await db
      .selectFrom('members')
      .select(['mobile_no', 'date_of_birth', 'family_id', 'first_name'])
      .where('id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(keptRow).toMatchObject({ ...goneRow, first_name: 'Kept' });
    const family = await db
      .selectFrom('members')
      .select('id')
      .where('family_id', '=', keptRow.family_id)
      .execute();
    expect(family.map((m) => m.id)).toEqual(
      expect.arrayContaining([kept, ...relatives.map((r) => r.id)]),
    );

    // The Merged list still shows the pair as it was, the member who went included.
    const mergedPairs = (await api.get('duplicates?status=merged')).body.data;
    expect(mergedPairs.find((p: { id: number }) => p.id === pair.id)).toMatchObject({
      a: { id: Math.min(gone, kept) },
      b: { id: Math.max(gone, kept) },
    });

    const answer = await api.get(`members/${gone}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'member_merged', params: { id: kept } });
    const events = await db
      .selectFrom('audit_events')
      .select(['record_id', 'action'])
      .where('action', '=', 'merge')
      .execute();
    expect(events.map((e) => e.record_id).sort()).toEqual([String(gone), String(kept)].sort());
    expect((await api.send('POST', `duplicates/${pair.id}/merge`, { keep: kept })).status).toBe(
      409,
    );
  });
});
