import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { commitImport } from '../../server/import/commit.js';
import type { PreviewedRow } from '../../server/import/preview.js';
import { createImport, previewImport, readImport, readRows } from '../../server/import/store.js';
import { signedInServer } from './helpers.js';

const api = signedInServer();

/** A village sheet as communities keep them: Gujarati headings, families by a number, dates as dd/mm/yyyy. */
const SHEET = [
  'કુટુંબ નંબર,નામ,પિતાનું નામ,મોબાઇલ,જન્મ તારીખ,જાતિ,સંબંધ,ગામ,બ્લડ ગ્રુપ',
  '1,રમેશભાઈ,કાંતિલાલ,+91 98250 70001,12/04/1971,પુરુષ,મોભી,Methan,B +ve',
  '1,જયશ્રીબેન,રમેશભાઈ,9825070002,03-08-1975,સ્ત્રી,પત્ની,Methan,O+',
  '1,હાર્દિક,રમેશભાઈ,9825070003,21.01.1998,M,પુત્ર,Methan,',
  '2,Dinesh,Jivabhai,98250 70004,31/02/1980,M,Self,Methan,A+',
  '3,Daxa,Dinesh,9825070005,01/01/1982,F,,Nowhere Village,',
  '4,Alpa,Mahesh,9825070003,05/05/1990,F,Self,Methan,',
].join('\n');

/** An import's rows by line, as its preview left them. */
const previewsOf = async (id: number) => {
  const rows = await api.server.db
    .selectFrom('import_rows')
    .select(['line', 'preview'])
    .where('import_id', '=', id)
    .orderBy('line')
    .execute();
  return new Map(rows.map((r) => [r.line, JSON.parse(r.preview!) as PreviewedRow]));
};

/** An import's rows' cells as stored, in line order. */
const cellsOf = async (id: number) =>
  (
    await api.server.db
      .selectFrom('import_rows')
      .select('cells')
      .where('import_id', '=', id)
      .orderBy('line')
      .execute()
  ).map((row) => row.cells);

const count = async (table: 'members' | 'audit_events') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing a sheet', () => {
  it('previews every row with its problems and outcome, then imports the accepted ones once', async () => {
    const { db } = api.server;
    const id = await createImport(db, { name: 'methan.csv', data: Buffer.from(SHEET) }, null);
    const mapped = await readImport(db, id);
    expect(mapped.mapping).toEqual({
      '0': 'family',
      '1': 'first_name',
      '2': 'last_name',
      '3': 'mobile_no',
      '4': 'date_of_birth',
      '5': 'sex',
      '6': 'relation',
      '7': 'village',
      '8': 'blood_group',
    });
    await previewImport(db, id, { mapping: mapped.mapping });
    const state = await readImport(db, id);
    expect(state.counts).toMatchObject({ new_member: 1, joins_row: 2, skipped: 3, accepted: 3 });
    expect(state.unknown_places.map((p) => p.name)).toEqual(['Nowhere Village']);
    const previews = await previewsOf(id);
    const problems = (line: number) => previews.get(line)!.problems.map((p) => p.code);
    expect(problems(5)).toEqual(['date_missing']);
    // Alone in family 3, Daxa heads it; her village is unknown.
    expect(problems(6)).toEqual(['import_place_unknown']);
    expect(problems(7)).toEqual(['import_mobile_shared']);

    // Told to create the unknown village, the preview still refuses the row: the
    // sheet names no post to create it under, so it would be written without a place.
    const create = { [state.unknown_places[0]!.key]: { create: true as const } };
    await previewImport(db, id, { mapping: mapped.mapping, places: create });
    const daxa = await db
      .selectFrom('import_rows')
      .select('preview')
      .where('import_id', '=', id)
      .where('line', '=', 6)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(daxa.preview!)).toMatchObject({
      outcome: 'skipped',
      problems: [
        {
          field: 'village',
          code: 'import_village_needs_post',
          params: { name: 'Nowhere Village' },
        },
      ],
    });

    const before = await count('members');
    await commitImport(db, id);
    expect(await count('members')).toBe(before + 3);
    const family = await db
      .selectFrom('members')
      .select(['family_id', 'is_head', 'first_name', 'blood_group', 'date_of_birth'])
      .where('mobile_no', 'in', ['9825070001', '9825070002', '9825070003'])
      .orderBy('mobile_no')
      .execute();
    expect(new Set(family.map((m) => m.family_id)).size).toBe(1);
    expect(family.map((m) => m.is_head)).toEqual([1, 0, 0]);
    expect(family[0]).toMatchObject({
      first_name: 'રમેશભાઈ',
      blood_group: 'B+',
      date_of_birth: '1971-04-12',
    });
    const imported = await db
      .selectFrom('audit_events')
      .select(['details'])
      .where('action', '=', 'import')
      .execute();
    expect(imported).toHaveLength(3);
    expect(JSON.parse(imported[0]!.details!)).toEqual({ file: 'methan.csv' });

    // The same file again adds nothing: every row is in the directory now.
    const again = await createImport(db, { name: 'methan.csv', data: Buffer.from(SHEET) }, null);
    await previewImport(db, again, { mapping: mapped.mapping });
    expect((await readImport(db, again)).counts).toMatchObject({ in_directory: 3 });
    await commitImport(db, again);
    expect(await count('members')).toBe(before + 3);
  });

  it('resumes a commit that failed in the middle, without writing any row twice', async () => {
    const { db } = api.server;
    const lines = ['Name,Middle Name,Mobile No.,Birth Date'];
    for (let i = 0; i < 600; i++)
      lines.push(`Member${i},Father${i},98260${String(i).padStart(5, '0')},01/01/1990`);
    const id = await createImport(
      db,
      { name: 'big.csv', data: Buffer.from(lines.join('\n')) },
      null,
    );
    await previewImport(db, id);
    const before = await count('members');
    await expect(
      commitImport(db, id, {
        onChunk: (done) => {
          if (done >= 250) throw new Error('the machine lost power');
        },
      }),
    ).rejects.toThrow('the machine lost power');
    const failed = await readImport(db, id);
    expect(failed.status).toBe('failed');
    expect(await count('members')).toBe(before + failed.rows_done);
    await commitImport(db, id);
    expect((await readImport(db, id)).status).toBe('done');
    expect(await count('members')).toBe(before + 600);
  });
});

describe('our own members.csv', () => {
  it('imports with no help, its N/A cells read as blank', async () => {
    const { db } = api.server;
    const csv = [
      'Name,Mobile No.,Birth Date,Gender,Blood Group,Education,Country,State,City,District,Post,Village',
      'Kiran Dahyabhai Patel,9913300021,14/03/1961,Male,B+,N/A,India,Gujarat,N/A,N/A,N/A,Methan',
    ].join('\n');
    const id = await createImport(db, { name: 'members.csv', data: Buffer.from(csv) }, null);
    await previewImport(db, id);
    const row = await db
      .selectFrom('import_rows')
      .select('preview')
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.preview!)).toMatchObject({
      outcome: 'new_member',
      problems: [],
      member: {
        name: 'Kiran Dahyabhai Patel',
        mobile_no: '9913300021',
        date_of_birth: '1961-03-14',
        sex: 'male',
        education: null,
        village: 'Methan',
      },
    });
  });
});

describe('a WhatsApp column', () => {
  it('records yes as an opt-in and no as an opt-out from the sheet, and refuses anything else', async () => {
    const { db } = api.server;
    const csv = [
      'Name,Mobile No.,Village,WhatsApp',
      'Mita Jayeshbhai,9913300051,Methan,હા',
      'Naresh Jayeshbhai,9913300052,Methan,no',
      'Ravi Jayeshbhai,9913300053,Methan,',
      'Bina Jayeshbhai,9913300054,Methan,maybe',
    ].join('\n');
    const id = await createImport(db, { name: 'consent.csv', data: Buffer.from(csv) }, null);
    await previewImport(db, id);
    const previews = await previewsOf(id);
    expect(previews.get(5)!.problems).toEqual([
      expect.objectContaining({ field: 'whatsapp_consent', code: 'import_consent_unknown' }),
    ]);
    await commitImport(db, id);
    const consents = await db
      .selectFrom('members')
      .leftJoin('member_consents', 'member_consents.member_id', 'members.id')
      .select(['members.mobile_no', 'member_consents.state', 'member_consents.source'])
      .where('members.mobile_no', 'in', ['9913300051', '9913300052', '9913300053'])
      .orderBy('members.mobile_no')
      .execute();
    expect(consents).toEqual([
      { mobile_no: '9913300051', state: 'in', source: 'import' },
      { mobile_no: '9913300052', state: 'out', source: 'import' },
      { mobile_no: '9913300053', state: null, source: null },
    ]);
  });
});

describe('the mapping remembered for the next file', () => {
  it('remembers what the administrator changed, not what was guessed', async () => {
    const { db } = api.server;
    const upload = async (csv: string) => {
      const id = await createImport(db, { name: 'sheet.csv', data: Buffer.from(csv) }, null);
      return { id, state: await readImport(db, id) };
    };
    // A heading the guesser does not know, mapped by hand; Name beside it is guessed
    // as the first name.
    const first = await upload('Name,Vadil,Mobile No.\nKiran,Dahyabhai,9913300031');
    expect(first.state.mapping).toEqual({ '0': 'name', '1': null, '2': 'mobile_no' });
    await previewImport(db, first.id, { mapping: { ...first.state.mapping, '1': 'last_name' } });

    const next = await upload('Mobile No.,Name,Vadil\n9913300032,Nita,Kiran');
    expect(next.state.mapping).toEqual({ '0': 'mobile_no', '1': 'first_name', '2': 'last_name' });
    await previewImport(db, next.id);
    // Alone, Name is still a whole name: the guess beside Vadil was not frozen.
    const alone = await upload('Name,Mobile No.\nKiran Dahyabhai,9913300033');
    expect(alone.state.mapping).toEqual({ '0': 'name', '1': 'mobile_no' });
  });
});

describe('a workbook as a village keeps it', () => {
  it('reads Gujarati headings and date cells, and places by their post where the village is new', async () => {
    const { db } = api.server;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('કાંસા');
    sheet.addRow(['નામ', 'પિતાનું નામ', 'મોબાઇલ', 'જન્મ તારીખ', 'ગામ', 'તાલુકો', 'જિલ્લો']);
    // A date cell (Excel keeps the day as a date, not as text), in a known village.
    sheet.addRow([
      'કૃણાલ',
      'રમેશભાઈ',
      '9827200001',
      new Date(Date.UTC(1998, 1, 20)),
      'કાંસા',
      'વિસનગર',
      'મહેસાણા',
    ]);
    // A village no master knows, under a known post: only the village is asked about.
    sheet.addRow(['જગદીશ', 'અંબાલાલ', '9827200002', '01/06/1960', 'ગોઠવા', 'Visnagar', 'મહેસાણા']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const id = await createImport(db, { name: 'kansa.xlsx', data }, null);
    await previewImport(db, id);
    const state = await readImport(db, id);
    expect(state.unknown_places.map((p) => `${p.kind}:${p.name}`)).toEqual(['village:ગોઠવા']);
    // Nothing is spelled like it, so the villages of its post are offered to match it to.
    expect(state.unknown_places[0]!.closest.map((v) => v.name)).toEqual(
      expect.arrayContaining(['Kansa · Visnagar', 'Bhandu · Visnagar', 'Valam · Visnagar']),
    );
    const rows = (await api.get(`members/import/rows?import_id=${id}`)).body.data;
    expect(rows[0]).toMatchObject({ outcome: 'new_member', problems: [] });
    expect(rows[0].member).toMatchObject({ date_of_birth: '1998-02-20', village: 'Kansa' });
    expect(rows[0].cells[3]).toBe('1998-02-20');
    expect(rows[1].problems).toMatchObject([{ field: 'village', code: 'import_place_unknown' }]);

    // The administrator says to create it: it is made under Visnagar, in Mehsana.
    const places = { [state.unknown_places[0]!.key]: { create: true as const } };
    await previewImport(db, id, { mapping: state.mapping, places });
    await commitImport(db, id);
    const village = await db
      .selectFrom('members')
      .innerJoin('villages', 'villages.id', 'members.village_id')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select(['villages.name as village', 'posts.name as post', 'members.date_of_birth'])
      .where('members.mobile_no', '=', '9827200002')
      .executeTakeFirstOrThrow();
    expect(village).toMatchObject({
      village: 'ગોઠવા',
      post: 'Visnagar',
      date_of_birth: '1960-06-01',
    });
    // The new village is in the audit log, imported from the file, under its district.
    const logged = await db
      .selectFrom('audit_events')
      .innerJoin('districts', 'districts.id', 'audit_events.district_id')
      .select([
        'audit_events.action',
        'audit_events.label',
        'audit_events.details',
        'districts.name',
      ])
      .where('audit_events.resource', '=', 'villages')
      .where('audit_events.label', '=', 'ગોઠવા')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ action: 'import', name: 'Mehsana' });
    expect(JSON.parse(logged.details!)).toEqual({ file: 'kansa.xlsx' });
  });
});

describe('families whose head cannot be imported', () => {
  it('skips the rows of a family whose head is skipped, and lets a new relative join a head already in the directory', async () => {
    const { db } = api.server;
    const first = [
      'Family,First Name,Middle Name,Mobile No.,Birth Date,Relation,Village',
      'A,Harshad,Vitthal,9827100001,31/02/1970,Self,Methan',
      'A,Rekha,Harshad,9827100002,01/01/1972,Wife,Methan',
      'B,Manoj,Kanu,9827100003,02/02/1975,Self,Methan',
    ].join('\n');
    const id = await createImport(db, { name: 'heads.csv', data: Buffer.from(first) }, null);
    await previewImport(db, id);
    const rows = await api.get(`members/import/rows?import_id=${id}`);
    const rekha = rows.body.data[1];
    expect(rekha).toMatchObject({ outcome: 'skipped', accepted: false });
    expect(rekha.problems).toMatchObject([
      { field: 'family', code: 'import_head_skipped', params: { line: 2 } },
    ]);
    await commitImport(db, id);

    // The next version of the sheet adds Manoj's wife: she joins his family in the directory.
    const second = `${first}\nB,Kajal,Manoj,9827100004,03/03/1978,Wife,Methan`;
    const again = await createImport(db, { name: 'heads.csv', data: Buffer.from(second) }, null);
    await previewImport(db, again);
    const kajal = (await api.get(`members/import/rows?import_id=${again}&outcome=joins_member`))
      .body.data;
    expect(kajal).toHaveLength(1);
    expect(kajal[0].other).toMatchObject({ name: 'Manoj Kanu' });
    await commitImport(db, again);
    const family = await db
      .selectFrom('members')
      .select(['family_id', 'is_head'])
      .where('mobile_no', 'in', ['9827100003', '9827100004'])
      .orderBy('mobile_no')
      .execute();
    expect(family[0]!.family_id).toBe(family[1]!.family_id);
    expect(family.map((m) => m.is_head)).toEqual([1, 0]);
  });
});

describe('a head left out', () => {
  it('leaves its family out, refuses its relatives alone, and takes them along when accepted', async () => {
    const { db } = api.server;
    const known = await db
      .selectFrom('members')
      .innerJoin('villages', 'villages.id', 'members.village_id')
      .select(['first_name', 'last_name', 'date_of_birth', 'sex', 'villages.name as village'])
      .where('members.is_head', '=', 1)
      .where('members.date_of_birth', 'is not', null)
      .orderBy('members.id')
      .executeTakeFirstOrThrow();
    const dmy = known.date_of_birth!.split('-').reverse().join('/');
    const sheet = [
      'Family,First Name,Middle Name,Mobile No.,Birth Date,Gender,Relation,Village',
      `L,${known.first_name},${known.last_name},9827300001,${dmy},${known.sex ? 'M' : 'F'},Self,${known.village}`,
      `L,Asha,${known.first_name},9827300002,01/01/1990,F,Daughter,${known.village}`,
    ].join('\n');
    const id = await createImport(db, { name: 'look-alike.csv', data: Buffer.from(sheet) }, null);
    await previewImport(db, id);
    const rows = async () => (await api.get(`members/import/rows?import_id=${id}`)).body.data;
    const [head, daughter] = await rows();
    expect(head).toMatchObject({ outcome: 'possible_duplicate', accepted: false });
    expect(daughter).toMatchObject({ outcome: 'joins_row', accepted: false });

    const alone = await api.send('PUT', `members/import/rows/${daughter.id}`, { accepted: true });
    expect(alone.status).toBe(409);
    expect(alone.body.code).toBe('import_head_not_accepted');
    expect((await rows())[1].accepted).toBe(false);

    await api.send('PUT', `members/import/rows/${head.id}`, { accepted: true });
    expect((await rows()).map((r: { accepted: boolean }) => r.accepted)).toEqual([true, true]);
    await api.send('PUT', `members/import/rows/${head.id}`, { accepted: false });
    expect((await rows()).map((r: { accepted: boolean }) => r.accepted)).toEqual([false, false]);
  });
});

describe('the import routes', () => {
  it('upload, preview with a changed mapping, accept, import in the background, follow its progress', async () => {
    const { app } = api.server;
    const sheet = [
      'First Name,Middle Name,Mobile No.,Birth Date,Village',
      'Kiran,Mahesh,9827000001,02/02/1992,Methan',
      'Nisha,Kiran,9827000002,oops,Methan',
    ].join('\n');
    const boundary = '----import';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="kiran.csv"',
      'Content-Type: text/csv',
      '',
      sheet,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/frontend/members/import',
      headers: {
        cookie: api.session.cookie,
        'x-xsrf-token': api.session.xsrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const state = uploaded.json().data;
    expect(state).toMatchObject({ file_name: 'kiran.csv', status: 'previewed', rows_total: 2 });
    expect(state.counts).toMatchObject({ new_member: 1, skipped: 1 });

    // The administrator changes a column: the Middle Name column is left out, and the
    // preview follows (the middle name is required), then put back.
    const remapped = await api.send('POST', `members/import/${state.id}/preview`, {
      mapping: { ...state.mapping, '1': null },
    });
    expect(remapped.body.data.mapping['1']).toBeNull();
    expect(remapped.body.data.counts).toMatchObject({ skipped: 2 });
    const unnamed = (await api.get(`members/import/rows?import_id=${state.id}`)).body.data[0];
    expect(unnamed.problems).toMatchObject([{ field: 'last_name', code: 'middle_name_required' }]);
    await api.send('POST', `members/import/${state.id}/preview`, { mapping: state.mapping });
    const kiran = (await api.get(`members/import/rows?import_id=${state.id}&outcome=new_member`))
      .body.data[0];
    expect(kiran.member.name).toBe('Kiran Mahesh');
    expect(kiran.cells).toEqual(['Kiran', 'Mahesh', '9827000001', '02/02/1992', 'Methan']);
    // Accepting is the administrator's: off, then on again.
    const off = await api.send('PUT', `members/import/rows/${kiran.id}`, {
      accepted: false,
    });
    expect(off.body.data.counts.accepted ?? 0).toBe(0);
    await api.send('PUT', `members/import/rows/${kiran.id}`, { accepted: true });

    const rows = await api.get(`members/import/rows?import_id=${state.id}&outcome=skipped`);
    expect(rows.body.data).toHaveLength(1);
    expect(rows.body.data[0].problems[0]).toMatchObject({
      field: 'date_of_birth',
      code: 'birth_date_format',
    });

    const started = await api.send('POST', `members/import/${state.id}/commit`);
    expect(started.status).toBe(202);
    expect(started.body.code).toBe('import_started');
    // The screen follows the progress until the import is done.
    const progress = await vi.waitFor(
      async () => {
        const now = (await api.get(`members/import/${state.id}`)).body.data;
        if (now.status === 'importing') throw new Error('still importing');
        return now;
      },
      { timeout: 20_000, interval: 50 },
    );
    // The error, if any, is in the answer: a failure says why.
    expect(progress).toMatchObject({ status: 'done', rows_done: 1, error: null });
    expect((await api.send('POST', `members/import/${state.id}/commit`)).body.code).toBe(
      'import_finished',
    );
    const found = await api.get('members/list?search=9827000001');
    expect(found.body.total).toBe(1);
    // The rows left out, for the CSV of rows not imported: Nisha, with her problem.
    const left = (await api.get(`members/import/rows?import_id=${state.id}&left_out=true`)).body
      .data;
    expect(left.map((r: { cells: string[] }) => r.cells[0])).toEqual(['Nisha']);
    expect(left[0].status).toBe('not_imported');
  });

  it('an import cut short by a stopped server shows as stopped and goes on; one running elsewhere is left alone', async () => {
    const { db } = api.server;
    const lines = ['Name,Middle Name,Mobile No.'];
    for (let i = 0; i < 300; i++) lines.push(`Cut${i},Short,98280${String(i).padStart(5, '0')}`);
    const id = await createImport(
      db,
      { name: 'cut.csv', data: Buffer.from(lines.join('\n')) },
      null,
    );
    await previewImport(db, id);
    // The first chunk is written, then the process dies: the import still says
    // "importing", and its lease is never let go of but runs out.
    await expect(
      commitImport(db, id, {
        onChunk: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    await db
      .updateTable('imports')
      .set({ status: 'importing', error: null })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('leases')
      .set({ owner: 'a-dead-process', until: Date.now() - 1 })
      .where('name', '=', `import:${id}`)
      .execute();
    const stopped = (await api.get(`members/import/${id}`)).body.data;
    expect(stopped).toMatchObject({
      status: 'failed',
      rows_done: 250,
      error_code: 'import_interrupted',
    });
    const listed = (await api.get('members/import')).body.data.find(
      (i: { id: number }) => i.id === id,
    );
    expect(listed.status).toBe('failed');

    // Another process holding the lease is importing it: it is left alone.
    await db
      .updateTable('leases')
      .set({ owner: 'another-process', until: Date.now() + 60_000 })
      .where('name', '=', `import:${id}`)
      .execute();
    expect((await api.get(`members/import/${id}`)).body.data.status).toBe('importing');
    expect((await api.send('POST', `members/import/${id}/commit`)).body.code).toBe('import_busy');

    // Its lease runs out: the administrator goes on, and the rest is written once.
    await db
      .updateTable('leases')
      .set({ until: Date.now() - 1 })
      .where('name', '=', `import:${id}`)
      .execute();
    expect((await api.send('POST', `members/import/${id}/commit`)).status).toBe(202);
    const done = await vi.waitFor(
      async () => {
        const now = (await api.get(`members/import/${id}`)).body.data;
        if (now.status !== 'done') throw new Error(now.status);
        return now;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(done.rows_done).toBe(300);
    const written = await db
      .selectFrom('members')
      .select(sql<number>`count(*)`.as('n'))
      .where('last_name', '=', 'Short')
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(300);
  });

  it('refuses a file that is no spreadsheet, or has nothing under its header, with a 422 and writes nothing', async () => {
    const upload = (name: string, type: string, content: Buffer | string) => {
      const body = new FormData();
      body.append('file', new Blob([content], { type }), name);
      const request = new Request('http://x', { method: 'POST', body });
      return request.arrayBuffer().then((payload) =>
        api.server.app.inject({
          method: 'POST',
          url: '/api/frontend/members/import',
          headers: {
            ...Object.fromEntries(request.headers),
            cookie: api.session.cookie,
            'x-xsrf-token': api.session.xsrf,
          },
          payload: Buffer.from(payload),
        }),
      );
    };
    const imports = async () =>
      Number(
        (
          await api.server.db
            .selectFrom('imports')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await imports();
    const cases: [string, string, Buffer | string, string][] = [
      ['photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'import_type'],
      [
        'broken.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'not a zip',
        'import_unreadable',
      ],
      ['empty.csv', 'text/csv', 'First Name,Mobile No.\n', 'import_empty'],
    ];
    for (const [name, type, content, code] of cases) {
      const answer = await upload(name, type, content);
      expect(answer.statusCode, name).toBe(422);
      expect(JSON.stringify(answer.json()), name).toContain(code);
    }
    expect(await imports()).toBe(before);
  });
});

describe('npm run import', () => {
  it('imports a sheet with a saved mapping laid over the guess, and writes the rows left out as CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
    const sheet = join(dir, 'kansa.csv');
    writeFileSync(
      sheet,
      [
        'Name,Pita,Mobile No.,Birth Date,Village',
        'Kiran,Dahyabhai,9913300011,14/03/1961,Kansa',
        'Nita,Kiran,9913300012,31/02/1965,Kansa',
        // The village in Gujarati: Kansa, whose Gujarati name the masters do not know yet.
        'Hema,Kiran,9913300013,,કાંસા',
      ].join('\n'),
    );
    // Only the heading the guesser does not know is named; the rest stay guessed.
    writeFileSync(join(dir, 'mapping.json'), JSON.stringify({ Pita: 'last_name' }));
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      [
        'server/cli/import.ts',
        '--file',
        sheet,
        '--mapping',
        join(dir, 'mapping.json'),
        '--gujarati-names',
      ],
      { env: { ...process.env, DATABASE_URL: api.server.databaseUrl } },
    );
    expect(stdout).toContain('Pita → last_name');
    expect(stdout).toContain('Mobile No. → mobile_no');
    expect(stdout).toContain('Imported 2 members in');
    expect(stdout).toContain('1 row not imported.');
    // What to look at, by line, and the Gujarati name the sheet gave Kansa, recorded.
    expect(stdout).toMatch(/to look at: No gender given.*\(2 rows: lines 2, 4\)/);
    expect(stdout).toContain(
      'village Kansa: the sheet writes "કાંસા" (1 row); recorded as its Gujarati name',
    );
    const kansa = await api.server.db
      .selectFrom('villages')
      .select('name_gu')
      .where('name', '=', 'Kansa')
      .executeTakeFirstOrThrow();
    expect(kansa.name_gu).toBe('કાંસા');
    const kiran = await api.server.db
      .selectFrom('members')
      .select(['first_name', 'last_name', 'date_of_birth'])
      .where('mobile_no', '=', '9913300011')
      .executeTakeFirstOrThrow();
    expect(kiran).toEqual({
      first_name: 'Kiran',
      last_name: 'Dahyabhai',
      date_of_birth: '1961-03-14',
    });
    const left = readFileSync(join(dir, 'kansa-not-imported.csv'), 'utf8');
    expect(left).toContain('Nita,Kiran,9913300012,31/02/1965,Kansa');
    expect(left).toContain('This date does not exist.');
  });
});

describe('a village sheet written as families without a number', () => {
  it('groups a head with the rows under it up to a blank row, infers gender from the relation, and keeps each relation', async () => {
    const { db } = api.server;
    const sheet = [
      'નામ,પિતાનું નામ,મોબાઇલ,સંબંધ,ગામ',
      'મહેશભાઈ,નટવરલાલ,9825080001,મોભી,Methan',
      'ભાવનાબેન,મહેશભાઈ,9825080002,પત્ની,Methan',
      'નીરવ,મહેશભાઈ,9825080003,પુત્ર,Methan',
      'ધ્રુવ,મહેશભાઈ,,પુત્ર,Methan',
      ',,,,',
      'Suresh,Popatbhai,9825080004,Self,Methan',
      'Kokila,Suresh,9825080005,Wife,Methan',
      ',,,,',
      'Nisha,Harilal,9825080006,Self,Methan',
    ].join('\n');
    const id = await createImport(db, { name: 'families.csv', data: Buffer.from(sheet) }, null);
    await previewImport(db, id);
    const previews = await previewsOf(id);
    const preview = (line: number) => previews.get(line)!;
    expect(preview(2)).toMatchObject({ outcome: 'new_member', member: { sex: 'male' } });
    expect(preview(3)).toMatchObject({
      outcome: 'joins_row',
      head_line: 2,
      member: { sex: 'female', relation: 'Wife' },
    });
    expect(preview(4)).toMatchObject({
      outcome: 'joins_row',
      head_line: 2,
      member: { sex: 'male' },
    });
    // A child without a mobile: kept apart, for the secretary to collect the number.
    expect(preview(5)).toMatchObject({ outcome: 'needs_mobile', member: { sex: 'male' } });
    expect(preview(7)).toMatchObject({ outcome: 'new_member', member: { sex: 'male' } });
    expect(preview(8)).toMatchObject({
      outcome: 'joins_row',
      head_line: 7,
      member: { sex: 'female' },
    });
    // A head with no spouse in the sheet: the relation says nothing of her gender,
    // and the row is marked for the administrator (no gender shown).
    expect(preview(10)).toMatchObject({ outcome: 'new_member', member: { sex: null } });
    expect(preview(10).notices!.map((p) => p.code)).toEqual(['import_gender_unknown']);
    expect((await readImport(db, id)).counts).toMatchObject({ needs_mobile: 1 });

    await commitImport(db, id);
    // The child is among the rows not imported (the file the screen offers).
    const left = await readRows(db, { import_id: id, left_out: true });
    expect(left.data.map((r) => r.line)).toEqual([5]);
    const saved = await db
      .selectFrom('members')
      .leftJoin('relations', 'relations.id', 'members.relation_id')
      .select([
        'members.mobile_no',
        'members.family_id',
        'members.sex',
        'relations.name as relation',
      ])
      .where('members.mobile_no', 'in', ['9825080001', '9825080002', '9825080003', '9825080006'])
      .orderBy('members.mobile_no')
      .execute();
    expect(saved).toHaveLength(4);
    const [mahesh, bhavna, nirav] = saved;
    expect(bhavna).toMatchObject({ family_id: mahesh!.family_id, sex: 0, relation: 'Wife' });
    expect(nirav).toMatchObject({ family_id: mahesh!.family_id, sex: 1, relation: 'Son' });
    expect(mahesh).toMatchObject({ sex: 1, relation: 'Self' });
  });

  it('reads the other common ways of writing a heading', async () => {
    const { db } = api.server;
    const sheet = [
      'નામ,પિતા નું નામ,મોબાઇલ,જ.તા.,લોહી જૂથ,ગામનું નામ,લિંગ',
      'Kiran,Ramesh,9825080101,01/02/1990,B+,Methan,F',
    ].join('\n');
    const id = await createImport(db, { name: 'headings.csv', data: Buffer.from(sheet) }, null);
    expect((await readImport(db, id)).mapping).toEqual({
      '0': 'first_name',
      '1': 'last_name',
      '2': 'mobile_no',
      '3': 'date_of_birth',
      '4': 'blood_group',
      '5': 'village',
      '6': 'sex',
    });
  });
});

describe('text files as Excel saves them', () => {
  it("reads Excel's plain CSV (Windows-1252) and Unicode Text (UTF-16, tabs, .txt), says how, and stores no replacement character", async () => {
    const { db } = api.server;
    // Excel's "CSV (Comma delimited)": Windows-1252, where ’ is the byte 0x92.
    const cp1252 = Buffer.from(
      'Name,Father\x92s name,Mobile,Address\r\nJignesh,Kantilal,9825090001,Patel\x92s street\r\n',
      'latin1',
    );
    const csv = await createImport(db, { name: 'excel.csv', data: cp1252 }, null);
    const read = await readImport(db, csv);
    expect(read.file_format).toEqual({ encoding: 'windows-1252', delimiter: ',' });
    expect(read.headers[1]).toBe('Father’s name');
    await previewImport(db, csv);
    const [row] = await db
      .selectFrom('import_rows')
      .select(['cells', 'preview'])
      .where('import_id', '=', csv)
      .execute();
    expect(row!.cells).toContain('Patel’s street');
    expect(row!.cells + row!.preview!).not.toContain('\uFFFD');

    // Excel's "Unicode Text": UTF-16 with a byte-order mark, tab separated, saved as .txt.
    const text =
      'નામ\tપિતાનું નામ\tમોબાઇલ\r\nરીના\tમહેશભાઈ\t9825090002\r\nકિરણ\tમહેશભાઈ\t9825090003\r\nજય\tમહેશભાઈ\t9825090004\r\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const txt = await createImport(db, { name: 'members.txt', data: utf16 }, null);
    const unicode = await readImport(db, txt);
    expect(unicode.file_format).toEqual({ encoding: 'utf-16le', delimiter: '\t' });
    expect(unicode.rows_total).toBe(3);
    expect(unicode.headers).toEqual(['નામ', 'પિતાનું નામ', 'મોબાઇલ']);

    // Text already damaged (a replacement character in it) is refused, not stored.
    await expect(
      createImport(
        db,
        { name: 'damaged.csv', data: Buffer.from('Name,Mobile\nR\uFFFDmesh,9825090005\n') },
        null,
      ),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('import_encoding') });
  });
});

describe('a sheet with a title above its headings', () => {
  it('finds the heading row under a merged title and a sub-title, and keeps the lines as the file has them', async () => {
    const { db } = api.server;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Methan');
    sheet.addRow(['શ્રી મેથાણ ગામ પરિવાર યાદી']);
    sheet.mergeCells('A1:D1');
    sheet.addRow(['સંવત ૨૦૮૧']);
    sheet.addRow([]);
    sheet.addRow(['નામ', 'પિતાનું નામ', 'મોબાઇલ', 'ગામ']);
    sheet.addRow(['Tejal', 'Kiritbhai', '9825091001', 'Methan']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const id = await createImport(db, { name: 'titled.xlsx', data }, null);
    const state = await readImport(db, id);
    expect(state.headers).toEqual(['નામ', 'પિતાનું નામ', 'મોબાઇલ', 'ગામ']);
    expect(state.mapping).toMatchObject({ '0': 'first_name', '2': 'mobile_no', '3': 'village' });
    expect(state.rows_total).toBe(1);
    const [row] = await db
      .selectFrom('import_rows')
      .select('line')
      .where('import_id', '=', id)
      .execute();
    expect(row!.line).toBe(5);
  });

  it('reads a village written once in a cell merged down a family’s rows as every row’s, and a date cell as its day', async () => {
    const { db } = api.server;
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['not this one']);
    const sheet = book.addWorksheet('Methan');
    sheet.addRow(['નામ', 'પિતાનું નામ', 'મોબાઇલ', 'ગામ', 'જન્મ તારીખ']);
    sheet.addRow(['Harsh', 'Kiritbhai', '9825092001', 'Methan', new Date(Date.UTC(1990, 4, 17))]);
    sheet.addRow(['Mira', 'Harsh', '9825092002', null, null]);
    sheet.addRow(['Dev', 'Harsh', '9825092003', null, null]);
    sheet.mergeCells('D2:D4');
    sheet.getCell('E2').numFmt = 'dd/mm/yyyy';
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const id = await createImport(db, { name: 'merged.xlsx', data, sheet: 'Methan' }, null);
    const state = await readImport(db, id);
    expect(state.sheets).toEqual(['Notes', 'Methan']);
    expect((await cellsOf(id)).map((cells) => JSON.parse(cells) as unknown)).toEqual([
      ['Harsh', 'Kiritbhai', '9825092001', 'Methan', '1990-05-17'],
      ['Mira', 'Harsh', '9825092002', 'Methan'],
      ['Dev', 'Harsh', '9825092003', 'Methan'],
    ]);
  });
});

describe('a long sheet in Gujarati', () => {
  it('keeps every letter whole, however the file is cut into pieces as it is unpacked', async () => {
    const { db } = api.server;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('ગામ');
    sheet.addRow(['નામ', 'પિતાનું નામ', 'મોબાઇલ', 'ગામ']);
    for (let i = 0; i < 5_000; i++)
      sheet.addRow([`રમેશ${i}`, `કિરીટભાઈ${i}`, String(9_825_000_000 + i), `મેથાણ${i}`]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const id = await createImport(db, { name: 'gam.xlsx', data }, null);
    expect((await readImport(db, id)).rows_total).toBe(5_000);
    const cells = await cellsOf(id);
    expect(cells.filter((row) => row.includes('\uFFFD'))).toEqual([]);
    expect(JSON.parse(cells.at(-1)!)).toEqual([
      'રમેશ4999',
      'કિરીટભાઈ4999',
      '9825004999',
      'મેથાણ4999',
    ]);
  });
});

describe('a village added in the masters meanwhile', () => {
  it('is known to the next preview, with no other change', async () => {
    const { db } = api.server;
    const post = await db
      .selectFrom('posts')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sheet = `First name,Father's name,Mobile,Gender,Village,Post\nHetal,Jayesh,9825092001,F,Navo Vas,${post.name}\n`;
    const id = await createImport(db, { name: 'navo.csv', data: Buffer.from(sheet) }, null);
    await previewImport(db, id);
    expect((await readImport(db, id)).unknown_places.map((p) => p.name)).toEqual(['Navo Vas']);
    expect((await api.send('POST', 'village', { name: 'Navo Vas', post_id: post.id })).status).toBe(
      201,
    );
    await previewImport(db, id);
    const state = await readImport(db, id);
    expect(state.unknown_places).toEqual([]);
    expect(state.counts).toMatchObject({ new_member: 1 });
  });
});

describe('names typed in an old Gujarati font', () => {
  it('marks a name column typed in Terafont instead of importing gibberish, and leaves English names alone', async () => {
    const { db } = api.server;
    const sheet = [
      'નામ,પિતાનું નામ,મોબાઇલ,લિંગ',
      'ZD[X,5|JL6,9825095001,M',
      'lGT,5|JL6,9825095002,F',
      'Ramesh,Kantilal,9825095003,M',
    ].join('\n');
    const id = await createImport(db, { name: 'terafont.csv', data: Buffer.from(sheet) }, null);
    await previewImport(db, id);
    const problems = [...(await previewsOf(id)).values()].map((row) => row.problems);
    expect(problems[0]).toContainEqual(
      expect.objectContaining({ field: 'first_name', code: 'import_legacy_font' }),
    );
    // A word of the font that comes out as plain letters is caught with its column.
    expect(problems[1]).toContainEqual(
      expect.objectContaining({ field: 'first_name', code: 'import_legacy_font' }),
    );
    expect(problems[1]).toContainEqual(
      expect.objectContaining({ field: 'last_name', code: 'import_legacy_font' }),
    );
    expect((await readImport(db, id)).counts).toMatchObject({ skipped: 3 });

    const english = await createImport(
      db,
      {
        name: 'english.csv',
        data: Buffer.from("Name,Father's name,Mobile,Gender\nRamesh,O'Brien,9825095004,M\n"),
      },
      null,
    );
    await previewImport(db, english);
    expect((await readImport(db, english)).counts).toMatchObject({ new_member: 1 });
  });
});
