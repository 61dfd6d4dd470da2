import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it, vi } from 'vitest';
import { printBook } from '../../server/directory/render.js';
import { takeBackup } from '../../server/ops/backup.js';
import { restoreBackup } from '../../server/ops/restore.js';
import { emptyTarget } from './databases.js';
import { apiGet, serverOn, signIn, signedInServer } from './helpers.js';
import { png } from './member-fixtures.js';

const api = signedInServer();

/** The text of a PDF (or of one page), as poppler reads its text layer. */
const text = (file: string, page?: number, layout = false) =>
  execFileSync(
    'pdftotext',
    [
      ...(layout ? ['-layout'] : []),
      ...(page ? ['-f', String(page), '-l', String(page)] : []),
      file,
      '-',
    ],
    { encoding: 'utf8' },
  );
const pages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
/** The pictures a PDF holds (an image's transparency, its smask, is not one more). */
const images = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;

/** The smallest district of the seeded community, with its members as the book should print them. */
async function smallDistrict() {
  const { db } = api.server;
  const [district] = await db
    .selectFrom('members')
    .innerJoin('districts', 'districts.id', 'members.district_id')
    .select(['districts.id', 'districts.name', sql<number>`count(*)`.as('n')])
    .where('members.village_id', 'is not', null)
    .groupBy(['districts.id', 'districts.name'])
    .orderBy(sql`count(*)`)
    .limit(1)
    .execute();
  return district!;
}

describe('the printed directory', () => {
  it('prints a district: village headings, every name in logical Gujarati order, hidden mobiles left out, contents that match the pages, photos', async () => {
    const { db, storageDir } = api.server;
    const district = await smallDistrict();
    const heads = await db
      .selectFrom('members')
      .selectAll()
      .where('district_id', '=', district.id)
      .where('is_head', '=', 1)
      .orderBy('id')
      .execute();
    // A head written in Gujarati with a conjunct and a vowel sign before it (ક્ષિતિજ).
    await db
      .updateTable('members')
      .set({ first_name: 'ક્ષિતિજ', last_name: 'રમેશભાઈ' })
      .where('id', '=', heads[0]!.id)
      .execute();
    // One head hides the mobile, another shows it.
    await db
      .updateTable('members')
      .set({ show_mobile: 0 })
      .where('id', '=', heads[1]!.id)
      .execute();
    await db
      .updateTable('members')
      .set({ show_mobile: 1 })
      .where('id', '=', heads[2]!.id)
      .execute();
    // Three members with a photo.
    mkdirSync(join(storageDir, 'members', 'thumb'), { recursive: true });
    const picture = join(tmpdir(), `book-${process.pid}.png`);
    writeFileSync(picture, png());
    for (const head of heads.slice(0, 3)) {
      copyFileSync(picture, join(storageDir, 'members', `book-${head.id}.png`));
      copyFileSync(picture, join(storageDir, 'members', 'thumb', `book-${head.id}.png`));
      await db
        .updateTable('members')
        .set({ photo: `members/book-${head.id}.png` })
        .where('id', '=', head.id)
        .execute();
    }

    const out = join(mkdtempSync(join(tmpdir(), 'book-')), 'book.pdf');
    const printed = await printBook(
      db,
      storageDir,
      {
        district_ids: [district.id],
        post_ids: [],
        village_ids: [],
        language: 'gu',
        page_size: 'A5',
        photos: true,
        married_daughters: true,
        title: 'પરિવાર દર્શિકા',
        year: 2026,
      },
      out,
    );
    const all = text(out);
    expect(pages(out)).toBe(printed.pages);
    expect(all).toContain('ફક્ત સમાજના સભ્યો માટે');
    expect(all).toContain('ક્ષિતિજ રમેશભાઈ');

    const members = await db
      .selectFrom('members')
      .innerJoin('villages', 'villages.id', 'members.village_id')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select([
        'members.first_name',
        'members.last_name',
        'members.mobile_no',
        'members.show_mobile',
        'members.is_head',
        'villages.name as village',
        'posts.name as post',
      ])
      .where('members.district_id', '=', district.id)
      .execute();
    for (const m of members.filter((m) => m.is_head))
      expect(all, `${m.first_name} ${m.last_name}`).toContain(`${m.first_name} ${m.last_name}`);
    expect(all).not.toContain(heads[1]!.mobile_no);
    expect(all).toContain(heads[2]!.mobile_no);

    // The contents: each village on the page it names, under its heading.
    const contents = text(out, 2, true);
    const villages = [...new Set(members.map((m) => `${m.village} (${m.post})`))];
    for (const village of villages) {
      const line = contents.split('\n').find((l) => l.trim().startsWith(village));
      expect(line, village).toBeDefined();
      const number = /(\d+)\s*$/.exec(line!);
      expect(number, contents).not.toBeNull();
      const page = Number(number![1]);
      expect(text(out, page), `${village} on page ${page}`).toContain(village.split(' (')[0]);
    }
    expect(images(out)).toBe(3);
  }, 90_000);

  it('is asked from the screen: in line, printed, audited with its options, downloaded', async () => {
    const district = await smallDistrict();
    const asked = await api.send('POST', 'directory/books', {
      district_ids: [district.id],
      language: 'en',
      page_size: 'A4',
      photos: false,
      title: 'પરિવાર ડિરેક્ટરી',
      year: 2026,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.code).toBe('book_queued');
    const id = asked.body.data.id;
    const book = await vi.waitFor(
      async () => {
        const now = (await api.get(`directory/books/${id}`)).body.data;
        if (now.status === 'queued' || now.status === 'running') throw new Error('printing');
        return now;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(book).toMatchObject({ status: 'done', families_done: book.families_total });
    const pdf = await api.server.app.inject({
      url: `/api/frontend/directory/books/${id}/pdf`,
      headers: { cookie: api.session.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The download's name keeps every vowel sign and virama of a Gujarati title.
    const named = /filename\*=UTF-8''(.+)$/.exec(String(pdf.headers['content-disposition']))!;
    expect(decodeURIComponent(named[1]!)).toBe('પરિવાર ડિરેક્ટરી 2026.pdf');
    expect(book.downloadable).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'book-')), 'asked.pdf');
    writeFileSync(file, pdf.rawPayload);
    expect(pages(file)).toBe(book.pages);
    expect(text(file)).toContain('For members of the community only');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const [event] = (await api.get('audit/list?resource=directory_books&action=create')).body.data;
    expect(event).toMatchObject({
      action: 'create',
      label: 'પરિવાર ડિરેક્ટરી 2026',
      details: { places: district.name, language: 'en', page_size: 'A4', photos: false },
    });
    // Who looked: the printed book holds its members (docs/security.md "Who looked").
    const [held] = (await api.get('audit/list?resource=directory_books&action=access')).body.data;
    expect(held).toMatchObject({ label: 'પરિવાર ડિરેક્ટરી 2026' });
    expect(held.details.members).toBeGreaterThan(0);
    expect(held.details.member_ids).toMatch(/^\d+(-\d+)?(,\d+(-\d+)?)*$/);
    expect((await api.send('POST', 'directory/books', { title: '', year: 2026 })).status).toBe(422);

    // Restored from a backup (books are not in it): the book says its PDF is gone and
    // can be printed again; its download answers why, not a failure without a message.
    const backup = await takeBackup(api.server, mkdtempSync(join(tmpdir(), 'book-backup-')));
    const target = await emptyTarget(
      mkdtempSync(join(tmpdir(), 'book-restore-')),
      inject('postgresServer'),
    );
    await restoreBackup(backup.file, target);
    const restored = await serverOn(target.databaseUrl, target.storageDir);
    try {
      await restored.app.ready();
      const session = await signIn(restored.app);
      const after = await vi.waitFor(
        async () => {
          const one = (await apiGet(restored.app, session, `directory/books/${id}`)).json().data;
          if (one.downloadable) throw new Error('not yet looked at');
          return one;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(after).toMatchObject({ status: 'done', downloadable: false, pages: book.pages });
      const gone = await apiGet(restored.app, session, `directory/books/${id}/pdf`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('book_file_gone');
    } finally {
      await restored.close();
    }
  }, 90_000);

  it('prints one book at a time: a second one asked meanwhile waits in line, then prints', async () => {
    const district = await smallDistrict();
    const ask = (title: string) =>
      api.send('POST', 'directory/books', {
        district_ids: [district.id],
        photos: false,
        title,
        year: 2026,
      });
    const first = (await ask('First')).body.data;
    const second = (await ask('Second')).body.data;
    expect(second).toMatchObject({ status: 'queued' });
    expect(second.position).toBeGreaterThanOrEqual(1);
    const states = await vi.waitFor(
      async () => {
        const both = await Promise.all(
          [first.id, second.id].map(
            async (id) => (await api.get(`directory/books/${id}`)).body.data,
          ),
        );
        if (both.some((b) => b.status !== 'done')) throw new Error('printing');
        return both;
      },
      { timeout: 90_000, interval: 200 },
    );
    // The second finished after the first: never two at once.
    expect(states[1].finished_at >= states[0].finished_at).toBe(true);
  }, 120_000);

  it('prints one book at a time across processes: waits while another holds the printer, and prints a book another left half done', async () => {
    const { db } = api.server;
    const district = await smallDistrict();
    // Another process sharing the database is printing.
    await db
      .insertInto('leases')
      .values({ name: 'directory-printer', owner: 'another-process', until: Date.now() + 60_000 })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ owner: 'another-process', until: Date.now() + 60_000 }),
      )
      .execute();
    const asked = await api.send('POST', 'directory/books', {
      district_ids: [district.id],
      photos: false,
      title: 'Waits',
      year: 2026,
    });
    const book = asked.body.data;
    expect(book.status).toBe('queued');
    // A book that other process had started, then it stopped: still marked printing.
    const { id: orphan } = await db
      .insertInto('directory_books')
      .values({
        options: JSON.stringify({
          district_ids: [district.id],
          post_ids: [],
          village_ids: [],
          language: 'en',
          page_size: 'A5',
          photos: false,
          title: 'Half done',
          year: 2026,
        }),
        status: 'running',
        families_done: 3,
        families_total: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await api.get(`directory/books/${book.id}`)).body.data.status).toBe('queued');

    // Its lease runs out (the process died): this one takes the printer up by itself.
    await db
      .updateTable('leases')
      .set({ until: Date.now() - 1 })
      .where('name', '=', 'directory-printer')
      .execute();
    const states = await vi.waitFor(
      async () => {
        const both = await Promise.all(
          [orphan, book.id].map(async (id) => (await api.get(`directory/books/${id}`)).body.data),
        );
        if (both.some((b) => b.status !== 'done')) throw new Error('waiting');
        return both;
      },
      { timeout: 90_000, interval: 200 },
    );
    expect(states.map((b) => b.pages)).toEqual([expect.any(Number), expect.any(Number)]);
  }, 120_000);
});
