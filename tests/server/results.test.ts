import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { thumbPath } from '../../server/uploads/images.js';
import { apiGet, signedInServer } from './helpers.js';
import { png, postMultipart, type Photo } from './member-fixtures.js';

const api = signedInServer();
const { get, send } = api;

const photo = (): Photo => ({ bytes: png(), name: 'student.png', type: 'image/png' });
const stored = (path: string) => existsSync(join(api.server.storageDir, path));
/** Posts the result form; `null` sends no photo. */
const addResult = (fields: Record<string, unknown>, file: Photo | null = photo()) =>
  postMultipart(api.server.app, 'result/add', fields, file ?? undefined, api.session);

interface Student {
  id: number;
  name: string;
  photo: string;
  image: string;
  thumb: string;
  percentage: number;
  education_id: number;
  eduction_id: number;
  eduction: { id: number; name: string };
  member: { id: number; first_name: string } | null;
  status: boolean;
  rank: number;
}

/** A new result year, far from the seeded ones. */
const newYear = async (year: string) => {
  const added = await send('POST', 'result/segments/add', { year });
  expect(added.status).toBe(201);
  return added.body.data.id as number;
};
const results = async (segment: number, query = '') =>
  (await get(`result/students?segment_id=${segment}&itemsPerPage=-1${query}`)).body as {
    data: Student[];
    total: number;
    result: { id: number; name: string };
  };
const count = async (table: 'student_results' | 'result_segments' | 'audit_events') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('result years', () => {
  it('lists the seeded years, newest first, with counts; pages and searches', async () => {
    const all = await get('result/segments');
    expect(all.status).toBe(200);
    expect(all.body.data.map((y: { year: string }) => y.year)).toEqual(['2025', '2024', '2023']);
    expect(all.body.data.map((y: { status: boolean }) => y.status)).toEqual([false, true, true]);
    for (const year of all.body.data) expect(year.results_count).toBeGreaterThanOrEqual(24);
    expect((await get('result/segments?page=2&itemsPerPage=1')).body.data[0].year).toBe('2024');
    expect((await get('result/segments?search=202')).body.total).toBe(3);
    expect((await get('result/segments?search=2024')).body.data).toHaveLength(1);
  });

  it('adds a four-digit year in range once; refuses blank, malformed and duplicate years', async () => {
    const before = await count('result_segments');
    for (const year of ['', '   ', '20', '1849', '3000', '2O26', '20.5']) {
      const refused = await send('POST', 'result/segments/add', { year });
      expect(refused.status, year).toBe(422);
      expect(refused.body.errors.year).toHaveLength(1);
    }
    expect((await send('POST', 'result/segments/add', {})).body.errors.year).toEqual([
      'The year is required.',
    ]);
    const added = await send('POST', 'result/segments/add', { year: ' 2019 ' });
    expect(added.body).toMatchObject({
      message: 'Result year added.',
      code: 'record_added',
      data: { year: '2019', status: false, results_count: 0 },
    });
    const again = await send('POST', 'result/segments/add', { year: 2019 });
    expect(again.status).toBe(409);
    expect(again.body.errors.year).toEqual(['The year 2019 already exists.']);
    expect(await count('result_segments')).toBe(before + 1);
  });

  it('goes live once and stays live: there is no unpublish', async () => {
    const id = await newYear('2018');
    const live = await send('POST', 'result/publish', { result_segment_id: id });
    expect(live.body).toMatchObject({
      message: 'Result year 2018 is live.',
      data: { status: true },
    });
    const again = await send('POST', 'result/publish', { result_segment_id: id, status: false });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 'result_year_already_live', data: { status: true } });
    const events = await api.server.db
      .selectFrom('audit_events')
      .select('action')
      .where('resource', '=', 'result_segments')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['create', 'publish']);
    expect((await send('POST', 'result/publish', { result_segment_id: 999999 })).status).toBe(404);
    expect((await send('POST', 'result/publish', {})).status).toBe(422);
  });

  it('deletes a year with its results and their photo files, keeping the members', async () => {
    const id = await newYear('2017');
    const member = await api.server.db
      .selectFrom('members')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const a = await addResult({
      name: 'Asha Patel',
      percentage: 91,
      city: 'Unjha',
      education_id: 1,
      result_segment_id: id,
      member_id: member.id,
    });
    const b = await addResult({
      name: 'Ravi Shah',
      percentage: 78.5,
      city: 'Patan',
      education_id: 1,
      result_segment_id: id,
    });
    const photos = [a.body.data.photo, b.body.data.photo] as string[];
    for (const path of photos) expect(stored(path) && stored(thumbPath(path))).toBe(true);
    const results = await count('student_results');

    const removed = await send('DELETE', `result/segment/${id}`);
    expect(removed.body).toMatchObject({ message: 'Result year removed.', data: { year: '2017' } });
    expect(await count('student_results')).toBe(results - 2);
    for (const path of photos) expect(stored(path) || stored(thumbPath(path))).toBe(false);
    const still = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(still).toBeDefined();
    expect((await send('DELETE', `result/segment/${id}`)).status).toBe(404);
    expect((await get(`result/students?segment_id=${id}`)).status).toBe(404);
  });
});

describe('student results', () => {
  it('answers the original spellings, the year, the member and a rank per education level', async () => {
    const [year] = (await get('result/segments?search=2024')).body.data;
    const list = await results(year.id);
    expect(list.result).toEqual({ id: year.id, name: '2024' });
    expect(list.total).toBe(year.results_count);
    const row = list.data[0]!;
    expect(row.eduction_id).toBe(row.education_id);
    expect(row.eduction.name).toEqual(expect.any(String));
    expect(row.image).toBe(row.photo);
    expect(row.thumb).toBe(thumbPath(row.photo));
    expect(list.data.some((r) => r.member !== null)).toBe(true);
    expect(list.data.some((r) => r.member === null)).toBe(true);
    // Rank 1 is the best percentage of each education level; equal percentages share a rank.
    for (const r of list.data) {
      const peers = list.data.filter((o) => o.education_id === r.education_id);
      expect(r.rank).toBe(1 + peers.filter((o) => o.percentage > r.percentage).length);
    }
    const sorted = await results(year.id, '&sortBy=percentage&sortDesc=true');
    const percentages = sorted.data.map((r) => r.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    const ranked = (await results(year.id, '&sortBy=rank')).data.map((r) => r.rank);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    // A new best of an education level moves everyone of that level down one at once.
    const level = list.data[0]!.education_id;
    const before = new Map(list.data.map((r) => [r.id, r.rank]));
    const added = await addResult({
      result_segment_id: year.id,
      name: 'New Topper',
      percentage: 100,
      city: 'Unjha',
      education_id: level,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const after = await results(year.id);
    for (const r of after.data) {
      if (r.id === added.body.data.id) expect(r.rank).toBe(1);
      else if (r.education_id === level) expect(r.rank).toBe(before.get(r.id)! + 1);
      else expect(r.rank).toBe(before.get(r.id));
    }
  });

  it('searches, filters by education and pages', async () => {
    const [year] = (await get('result/segments?search=2023')).body.data;
    const all = (await results(year.id)).data;
    const education = all[0]!.education_id;
    const filtered = await results(year.id, `&educationSelected=${education}`);
    expect(filtered.data.length).toBe(all.filter((r) => r.education_id === education).length);
    expect(filtered.data.every((r) => r.education_id === education)).toBe(true);
    const both = await results(year.id, `&educationSelected[]=${education}&educationSelected[]=99`);
    expect(both.total).toBe(filtered.total);
    const name = all[3]!.name;
    const found = await results(year.id, `&search=${encodeURIComponent(name.slice(0, 6))}`);
    expect(found.data.map((r) => r.name)).toContain(name);
    const page = await get(`result/students?segment_id=${year.id}&page=2&itemsPerPage=5`);
    expect(page.body.data).toHaveLength(5);
    expect(page.body.data[0].id).toBe(all[5]!.id);
    expect((await get('result/students')).status).toBe(422);
    expect((await get('result/students?segment_id=abc')).status).toBe(422);
  });

  it('adds with a photo, edits keeping it, edits replacing it, approves once and deletes', async () => {
    const segment = await newYear('2016');
    const member = await api.server.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const added = await addResult({
      name: ' Kinjal Desai ',
      percentage: '88.75',
      city: 'Mehsana',
      education_id: 2,
      result_segment_id: segment,
      member_id: member.id,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Student result added.',
      data: {
        name: 'Kinjal Desai',
        percentage: 88.75,
        eduction_id: 2,
        member: { id: member.id, first_name: member.first_name },
        status: false,
        rank: 1,
      },
    });
    const { id, photo: first } = added.body.data as Student;
    expect(stored(first)).toBe(true);

    // Edited without a photo: the stored one stays; without a member: unlinked.
    const edited = await addResult(
      {
        id,
        name: 'Kinjal Desai',
        percentage: 90,
        city: 'Mehsana',
        education_id: 2,
        result_segment_id: segment,
      },
      null,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Student result updated.',
      data: { id, percentage: 90, photo: first, member: null },
    });
    expect(stored(first)).toBe(true);

    // Edited with a new photo: the old one and its thumbnail are removed.
    const replaced = await addResult({
      id,
      name: 'Kinjal Desai',
      percentage: 90,
      city: 'Mehsana',
      education_id: 2,
      result_segment_id: segment,
    });
    const second = replaced.body.data.photo as string;
    expect(second).not.toBe(first);
    expect([stored(first), stored(thumbPath(first)), stored(second)]).toEqual([false, false, true]);

    const approved = await send('POST', 'result/published', { result_id: id });
    expect(approved.body).toMatchObject({ message: 'Result approved.', data: { status: true } });
    const again = await send('POST', 'result/published', { result_id: id, status: false });
    expect(again.body).toMatchObject({ code: 'result_already_approved', data: { status: true } });
    expect((await send('POST', 'result/published', { result_id: 999999 })).status).toBe(404);

    const removed = await send('DELETE', `result/${id}`);
    expect(removed.body).toMatchObject({ message: 'Student result deleted.', data: { id } });
    expect([stored(second), stored(thumbPath(second))]).toEqual([false, false]);
    expect((await send('DELETE', `result/${id}`)).status).toBe(404);
    const events = await api.server.db
      .selectFrom('audit_events')
      .select('action')
      .where('resource', '=', 'student_results')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      'create',
      'update',
      'update',
      'approve',
      'delete',
    ]);
  });

  it('refuses bad input under the fields and stores nothing', async () => {
    const segment = await newYear('2015');
    const valid = {
      name: 'Nirav Joshi',
      percentage: 75,
      city: 'Palanpur',
      education_id: 1,
      result_segment_id: segment,
    };
    const rows = await count('student_results');
    const events = await count('audit_events');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: '  ' }, 'name', 'The name is required.'],
      [{ ...valid, city: '' }, 'city', 'The city is required.'],
      [{ ...valid, percentage: '' }, 'percentage', 'The percentage is required.'],
      [{ ...valid, percentage: '100.5' }, 'percentage', 'Enter a percentage from 0 to 100.'],
      [{ ...valid, percentage: '-1' }, 'percentage', 'Enter a percentage from 0 to 100.'],
      [{ ...valid, percentage: 'abc' }, 'percentage', 'Enter a percentage from 0 to 100.'],
      [{ ...valid, percentage: '66.667' }, 'percentage', 'Use at most two decimals.'],
      [{ ...valid, education_id: 99999 }, 'education_id', 'Choose an education from the list.'],
      [{ ...valid, member_id: 99999999 }, 'member_id', 'The selected member does not exist.'],
      [{ ...valid, result_segment_id: '' }, 'result_segment_id', 'Choose a result year.'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await addResult(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(422);
      expect(refused.body.errors[field]).toEqual([message]);
    }
    const noPhoto = await addResult(valid, null);
    expect([noPhoto.status, noPhoto.body.errors.photo]).toEqual([422, ['Choose a photo.']]);
    const notImage = await addResult(valid, {
      bytes: Buffer.from('plain text'),
      name: 'x.png',
      type: 'image/png',
    });
    expect([notImage.status, notImage.body.errors.photo]).toEqual([
      415,
      ['The file must be an image (JPEG, PNG, WebP or GIF).'],
    ]);
    const huge = await addResult(valid, {
      bytes: Buffer.alloc(6 * 1024 * 1024, 1),
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(huge.status).toBe(413);
    expect((await addResult({ ...valid, result_segment_id: 999999 })).status).toBe(404);
    expect((await addResult({ ...valid, id: 999999 })).status).toBe(404);
    expect(await count('student_results')).toBe(rows);
    expect(await count('audit_events')).toBe(events);
  });

  it('answers 401 signed out and never 500 to malformed input', async () => {
    const signedOut = await api.server.app.inject({
      method: 'GET',
      url: '/api/frontend/result/segments',
    });
    expect(signedOut.statusCode).toBe(401);
    const odd = [
      await send('POST', 'result/segments/add', { year: { a: 1 } }),
      await send('POST', 'result/segments/add', { year: ['2020'] }),
      await send('POST', 'result/publish', { result_segment_id: 'x' }),
      await send('POST', 'result/published', { result_id: -1 }),
      await send('DELETE', 'result/segment/abc'),
      await send('DELETE', 'result/1e99'),
      await send('POST', 'result/add', { name: 'JSON', percentage: 50, city: 'X' }),
      await get('result/students?segment_id=1&educationSelected=abc'),
      await get('result/segments?page=0'),
    ];
    for (const answer of odd) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // An unknown sort falls back to the default order rather than failing.
    const unknownSort = await apiGet(api.server.app, api.session, 'result/segments?sortBy=x');
    expect(unknownSort.statusCode).toBe(200);
  });
});
