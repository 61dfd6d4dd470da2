import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../shared/days.js';
import { bookMembers } from './book-members.js';
import { thumbPath } from '../../server/uploads/images.js';
import { memberFiltersOf } from '../../shared/notification.js';
import { accessHtml } from '../../server/privacy/access-pdf.js';
import { personalData } from '../../server/privacy/personal-data.js';
import { apiGet, signedInServer, signIn } from './helpers.js';

/** Members' rights with a 90-day clock, erasure, photos and children (docs/privacy.md), on SQLite and PostgreSQL. */
const api = signedInServer();
const db = () => api.server.db;
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** A living head with a village and at least one other family member. */
async function aFamily(skip: number[] = []) {
  const heads = await db()
    .selectFrom('members')
    .select(['id', 'family_id', 'village_id', 'district_id'])
    .where('is_head', '=', 1)
    .where('died_on', 'is', null)
    .where('erased_on', 'is', null)
    .where('village_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const head of heads) {
    if (skip.includes(head.id)) continue;
    const others = await db()
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('family_id', '=', head.family_id)
      .where('id', '<>', head.id)
      .where('died_on', 'is', null)
      .where('erased_on', 'is', null)
      .execute();
    if (others.length) return { head, others };
  }
  throw new Error('no family');
}

describe('requests under the members’ rights', () => {
  it('are recorded by the office with a due date 90 days on, turn late, and close with what was done', async () => {
    const { head } = await aFamily();
    const recorded = await api.send('POST', 'privacy-requests', {
      member_id: head.id,
      kind: 'grievance',
      received_on: '2026-01-05',
      details: 'My number was printed.',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data).toMatchObject({
      kind: 'grievance',
      source: 'office',
      status: 'open',
      due_on: '2026-04-05',
    });
    expect(daysBetween(recorded.body.data.received_on, recorded.body.data.due_on)).toBe(90);
    expect(recorded.body.message).toBe('Request recorded: it is due by 2026-04-05.');
    // Received long ago, still open: late.
    const late = await api.get('privacy-requests?late=1&itemsPerPage=100');
    expect(late.body.data.map((r: { id: number }) => r.id)).toContain(recorded.body.data.id);

    // Nothing is written for bad input, each said under its field.
    const bad = [
      { member_id: head.id, kind: 'nomination', received_on: '2026-01-05' },
      { member_id: head.id, kind: 'whim', received_on: '2026-01-05' },
      { member_id: 99_999_999, kind: 'access', received_on: '2026-01-05' },
      { member_id: head.id, kind: 'access', received_on: '2999-01-05' },
      {
        member_id: head.id,
        kind: 'nomination',
        received_on: '2026-01-05',
        nominee_name: 'A',
        nominee_mobile: '12',
      },
    ];
    const before = await api.get('privacy-requests?status=&itemsPerPage=1');
    for (const body of bad) {
      const refused = await api.send('POST', 'privacy-requests', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}).length, JSON.stringify(refused.body)).toBe(1);
    }
    expect((await api.get('privacy-requests?status=&itemsPerPage=1')).body.total).toBe(
      before.body.total,
    );

    // Closing needs what was done; a closed request stays closed.
    const id = recorded.body.data.id;
    expect(
      (await api.send('POST', `privacy-requests/${id}/close`, { status: 'done', outcome: '' }))
        .status,
    ).toBe(422);
    const closed = await api.send('POST', `privacy-requests/${id}/close`, {
      status: 'done',
      outcome: 'Apologised; the next book hides the number.',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'done', closed_by_name: expect.any(String) });
    expect(
      (await api.send('POST', `privacy-requests/${id}/close`, { status: 'refused', outcome: 'x' }))
        .status,
    ).toBe(409);
    // Only an erasure request erases.
    expect((await api.send('POST', `privacy-requests/${id}/erase`)).status).toBe(422);
  });

  it('hands over everything held as a PDF, logged as an export', async () => {
    const { head } = await aFamily();
    const recorded = await api.send('POST', 'privacy-requests', {
      member_id: head.id,
      kind: 'access',
      received_on: '2026-11-01',
    });
    const pdf = await apiGet(
      api.server.app,
      api.session,
      `privacy-requests/${recorded.body.data.id}/personal-data.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const logged = await db()
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('resource', '=', 'members')
      .where('record_id', '=', String(head.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.action).toBe('export');
    expect(JSON.parse(logged.details!)).toMatchObject({ member_ids: String(head.id) });
    // The record reads as the member form shows it: codes as words, not numbers.
    await db()
      .updateTable('members')
      .set({ business_type: 1, in_foreign_land: 1 })
      .where('id', '=', head.id)
      .execute();
    const held = await personalData(db(), head.id);
    const gu = accessHtml(held, 'gu', {});
    expect(gu).toContain('<th>વ્યવસાય / નોકરી</th><td>નોકરી</td>');
    expect(gu).toContain('<th>વિદેશમાં રહે છે</th><td>હા</td>');
    expect(accessHtml(held, 'en', {})).toContain('<th>Business / job</th><td>Job</td>');
  });
});

describe('erasure', () => {
  it('leaves no trace of the person in any table or the storage folder, and the family’s pages whole', async () => {
    const { head, others } = await aFamily();
    const person = others[0]!;
    const unique = {
      first_name: 'Zebulonbhai',
      last_name: 'Quixotekumar',
      mobile_no: '9123456780',
      current_address: 'Erasable Lane 42, Unique Nagar',
      date_of_birth: '1991-04-05',
      photo: `members/erase-me-${person.id}.webp`,
    };
    await db().updateTable('members').set(unique).where('id', '=', person.id).execute();
    const storage = api.server.storageDir;
    await mkdir(join(storage, 'members'), { recursive: true });
    await writeFile(join(storage, unique.photo), 'photo');
    await mkdir(join(storage, 'members', 'thumb'), { recursive: true });
    await writeFile(join(storage, thumbPath(unique.photo)), 'thumb');
    // A result with a photo, a donation, and the office having looked at the record.
    const segment = await db().selectFrom('result_segments').select('id').executeTakeFirstOrThrow();
    const education = await db().selectFrom('education').select('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('student_results')
      .values({
        result_segment_id: segment.id,
        name: 'Zebulonbhai Quixotekumar',
        photo: `results/erase-me-${person.id}.webp`,
        percentage: 91,
        city: 'Unique Nagar',
        education_id: education.id,
        member_id: person.id,
      })
      .execute();
    await mkdir(join(storage, 'results'), { recursive: true });
    await writeFile(join(storage, `results/erase-me-${person.id}.webp`), 'result photo');
    const donor = await db().selectFrom('donors').select('id').executeTakeFirst();
    if (donor)
      await db()
        .insertInto('donor_members')
        .values({ donor_id: donor.id, member_id: person.id, name: null, position: 'Trustee' })
        .execute();
    expect((await api.get(`members/${person.id}`)).status).toBe(200);
    // A printed book that held the person: its file goes, and it is marked to print again.
    const { id: bookId } = await db()
      .insertInto('directory_books')
      .values({ options: '{}', status: 'done', file: `book-erase-${person.id}.pdf` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booksDir = join(storage, '..', 'books');
    await mkdir(booksDir, { recursive: true });
    await writeFile(join(booksDir, `book-erase-${person.id}.pdf`), '%PDF-');
    await db()
      .insertInto('audit_events')
      .values({
        at: new Date().toISOString(),
        action: 'access',
        resource: 'directory_books',
        record_id: String(bookId),
        details: JSON.stringify({ member_ids: `1-${person.id + 5}` }),
      })
      .execute();

    const asked = await api.send('POST', 'privacy-requests', {
      member_id: person.id,
      kind: 'erasure',
      received_on: '2026-11-20',
    });
    const erased = await api.send('POST', `privacy-requests/${asked.body.data.id}/erase`);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toMatchObject({ status: 'done', erased: true });
    expect(erased.body.data.outcome).toContain('Backups age out');

    // No table holds the person's name, mobile, address or birth date any more,
    // except a donation entry, which the law keeps.
    const traces = ['Zebulonbhai', 'Quixotekumar', '9123456780', 'Erasable Lane', '1991-04-05'];
    const tables = (await db().introspection.getTables()).map((t) => t.name);
    const found: string[] = [];
    for (const table of tables) {
      if (table === 'donor_members' || table.startsWith('kysely_') || table.includes('fts'))
        continue;
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
        db(),
      );
      const text = JSON.stringify(rows.rows);
      for (const trace of traces) if (text.includes(trace)) found.push(`${table}: ${trace}`);
    }
    expect(found).toEqual([]);
    const book = await db()
      .selectFrom('directory_books')
      .select(['file', 'reprint'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(book).toEqual({ file: null, reprint: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await readdir(booksDir)).not.toContain(`book-erase-${person.id}.pdf`);
    const files = await readdir(storage, { recursive: true });
    expect(files.filter((f) => String(f).includes(`erase-me-${person.id}`))).toEqual([]);

    // The family's pages still open; the person is a "Removed member" in them, out of the lists.
    const family = await api.get(`members/${head.id}`);
    expect(family.status).toBe(200);
    expect(JSON.stringify(family.body)).not.toContain('Zebulonbhai');
    const listed = await api.get(`members/list?search=Zebulonbhai`);
    expect(listed.body.total).toBe(0);
    // Nor is the removed member anyone to pick.
    const picker = await api.get('members/search?search=Removed member');
    expect(picker.body.data.map((m: { id: number }) => m.id)).not.toContain(person.id);
    expect((await bookMembers(db(), head.village_id!)).map((m) => m.id)).not.toContain(person.id);
    // The audit log keeps what happened, not who: "erased member #id".
    const events = await db()
      .selectFrom('audit_events')
      .select(['label', 'changes'])
      .where('resource', '=', 'members')
      .where('record_id', '=', String(person.id))
      .execute();
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.label === `erased member #${person.id}`)).toBe(true);
  });
});

describe('photos and children', () => {
  it('leaves out the photo of a member who withdrew it, and a child from every notification', async () => {
    const { head, others } = await aFamily();
    await db()
      .updateTable('members')
      .set({ photo: `members/someone-${head.id}.webp` })
      .where('id', '=', head.id)
      .execute();
    const withPhoto = (await bookMembers(db(), head.village_id!)).find((m) => m.id === head.id)!;
    expect(withPhoto.thumb).not.toBeNull();
    const withdrawn = await api.send('PUT', `members/${head.id}/messaging`, {
      photos: 'out',
      source: 'paper_form',
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data.photos.state).toBe('out');
    expect(
      (await bookMembers(db(), head.village_id!)).find((m) => m.id === head.id)!.thumb,
    ).toBeNull();
    // The member's result says its photo is not to be published.
    const segment = await db().selectFrom('result_segments').select('id').executeTakeFirstOrThrow();
    const education = await db().selectFrom('education').select('id').executeTakeFirstOrThrow();
    const { id: resultId } = await db()
      .insertInto('student_results')
      .values({
        result_segment_id: segment.id,
        name: 'Withheld Photo',
        photo: 'results/withheld.webp',
        percentage: 88,
        city: 'Unjha',
        education_id: education.id,
        member_id: head.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const results = await api.get(`result/students?segment_id=${segment.id}&itemsPerPage=1000`);
    const row = results.body.data.find((r: { id: number }) => r.id === resultId);
    expect(row).toMatchObject({ photo_withheld: true });

    // A child marked a minor (no birth year known) is in no notification's audience.
    const child = others[0]!;
    await db()
      .updateTable('members')
      .set({ date_of_birth: '--07-15', village_id: head.village_id, district_id: head.district_id })
      .where('id', '=', child.id)
      .execute();
    const marked = await api.send('PUT', `members/${child.id}/messaging`, {
      marked_minor: true,
      source: 'paper_form',
    });
    expect(marked.body.data).toMatchObject({ minor: true, marked_minor: true });
    // A notification's audience is the members list's rows for its filters, adults only
    // (tests/server/notifications.test.ts holds the two equal).
    const filters = memberFiltersOf({ village_id: head.village_id });
    expect(filters.adults).toBe('1');
    const audience = await api.get(
      `members/list?${new URLSearchParams(filters as Record<string, string>)}&itemsPerPage=500`,
    );
    const ids = audience.body.data.map((m: { id: number }) => m.id);
    expect(ids).toContain(head.id);
    expect(ids).not.toContain(child.id);
    // The office still counts children: the list without "adults" has them.
    const all = await api.get(`members/list?village_id=${head.village_id}&itemsPerPage=500`);
    expect(all.body.data.map((m: { id: number }) => m.id)).toContain(child.id);
  });
});

describe('a child who comes of age', () => {
  it('has their result photo published from their eighteenth birthday, without a restart', async () => {
    const { head } = await aFamily();
    const today = todayIn();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00+05:30`) + 86_400_000);
    // Eighteen tomorrow: a child today, with no parent's consent on record.
    const born = `${Number(today.slice(0, 4)) - 18}${todayIn(undefined, tomorrow).slice(4)}`;
    await db()
      .updateTable('members')
      .set({ date_of_birth: born, marked_minor: 0 })
      .where('id', '=', head.id)
      .execute();
    await db().deleteFrom('member_consents').where('member_id', '=', head.id).execute();
    const segment = await db().selectFrom('result_segments').select('id').executeTakeFirstOrThrow();
    const education = await db().selectFrom('education').select('id').executeTakeFirstOrThrow();
    const { id } = await db()
      .insertInto('student_results')
      .values({
        result_segment_id: segment.id,
        name: 'Coming of Age',
        photo: 'results/coming-of-age.webp',
        percentage: 91,
        city: 'Unjha',
        education_id: education.id,
        member_id: head.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withheld = async (session = api.session) => {
      const answer = await apiGet(
        api.server.app,
        session,
        `result/students?segment_id=${segment.id}&itemsPerPage=1000`,
      );
      return answer.json().data.find((r: { id: number }) => r.id === id).photo_withheld;
    };
    expect(await withheld()).toBe(true);
    // The next day (a fresh sign-in: a day idle ends a session), with the same server.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(tomorrow);
      expect(await withheld(await signIn(api.server.app))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
