import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../../shared/contract/import.js';
import { IMPORT_LEASE_MS, importLease } from '../../server/import/store.js';
import { claimLease } from '../../server/work/leases.js';
import { signedInServer } from './helpers.js';
import { postFiles } from './member-fixtures.js';

/**
 * The administrator's say over single rows (docs/import.md, "Families" and "Values")
 * and previews that outlive no request ("Long work"), through the routes as the
 * screen calls them.
 */
type Api = ReturnType<typeof signedInServer>;

const upload = (api: Api, name: string, text: string) =>
  postFiles(
    api.server.app,
    'members/import',
    {},
    { file: { bytes: Buffer.from(text), name, type: 'text/csv' } },
    api.session,
  );

const rowsOf = async (api: Api, id: number) => {
  const { body } = await api.get(`members/import/rows?import_id=${id}&itemsPerPage=-1`);
  return new Map((body.data as ImportRow[]).map((row) => [row.line, row]));
};

describe('splitting a family read from blank rows, and giving a gender', () => {
  const api = signedInServer();
  // A son who married is written under his father with his own wife and child: the
  // blank-row reading makes one family of five; the secretary says he heads his own.
  const SHEET = [
    'નામ,પિતાનું નામ,મોબાઇલ,સંબંધ,ગામ',
    'જયંતીભાઈ,નારણભાઈ,9825090001,મોભી,Methan',
    'શારદાબેન,જયંતીભાઈ,9825090002,પત્ની,Methan',
    'અમિત,જયંતીભાઈ,9825090003,પુત્ર,Methan',
    'રીના,અમિત,9825090004,પુત્રવધૂ,Methan',
    'ક્રિશ,અમિત,9825090005,પૌત્ર,Methan',
    ',,,,',
    'Hema,Bhikhabhai,9825090006,Self,Methan',
  ].join('\n');

  it('starts a family where the administrator splits, keeps the relation the preview shows, and takes a gender from them', async () => {
    const uploaded = await upload(api, 'jayanti.csv', SHEET);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.data.id as number;
    let rows = await rowsOf(api, id);
    expect(rows.get(4)).toMatchObject({
      outcome: 'joins_row',
      other: { line: 2 },
      split: 'can',
      member: { relation: 'Son' },
    });
    // Hema heads a family alone: nothing says her gender, the screen asks.
    expect(rows.get(8)).toMatchObject({ split: null, sex_choice: 'ask', member: { sex: null } });

    const { mapping, places } = uploaded.body.data;
    const preview = (row_choices: unknown) =>
      api.send('POST', `members/import/${id}/preview`, { mapping, places, row_choices });
    const split = await preview({ splits: [4], sexes: { 8: 'female' } });
    expect(split.status).toBe(200);
    expect(split.body.data.row_choices).toEqual({ splits: [4], sexes: { 8: 'female' } });
    rows = await rowsOf(api, id);
    // Amit heads his own family now, shown as its head, and male as a son is.
    expect(rows.get(4)).toMatchObject({
      outcome: 'new_member',
      split: 'done',
      member: { relation: 'Self', sex: 'male' },
    });
    expect(rows.get(5)).toMatchObject({ outcome: 'joins_row', other: { line: 4 } });
    expect(rows.get(6)).toMatchObject({ outcome: 'joins_row', other: { line: 4 } });
    expect(rows.get(3)).toMatchObject({ outcome: 'joins_row', other: { line: 2 } });
    expect(rows.get(8)).toMatchObject({
      sex_choice: 'given',
      member: { sex: 'female' },
      notices: [],
    });

    // Joined again, then split again: the choice goes both ways.
    await preview({ splits: [], sexes: { 8: 'female' } });
    expect((await rowsOf(api, id)).get(5)).toMatchObject({ other: { line: 2 } });
    await preview({ splits: [4], sexes: { 8: 'female' } });

    const started = await api.send('POST', `members/import/${id}/commit`);
    expect(started.status).toBe(202);
    await expect
      .poll(async () => (await api.get(`members/import/${id}`)).body.data.status, {
        timeout: 20_000,
      })
      .toBe('done');
    const saved = await api.server.db
      .selectFrom('members')
      .innerJoin('relations', 'relations.id', 'members.relation_id')
      .select(['members.mobile_no', 'members.family_id', 'members.sex', 'relations.name'])
      .where('members.mobile_no', 'like', '982509000%')
      .orderBy('members.mobile_no')
      .execute();
    const by = new Map(saved.map((m) => [m.mobile_no, m]));
    const [jayanti, sharda, amit, reena, krish, hema] = [1, 2, 3, 4, 5, 6].map((n) =>
      by.get(`982509000${n}`)!,
    );
    expect(sharda).toMatchObject({ family_id: jayanti!.family_id, name: 'Wife', sex: 0 });
    expect(amit).toMatchObject({ name: 'Self', sex: 1 });
    expect(amit!.family_id).not.toBe(jayanti!.family_id);
    expect(reena).toMatchObject({ family_id: amit!.family_id, name: 'Daughter-in-law', sex: 0 });
    expect(krish!.family_id).toBe(amit!.family_id);
    expect(hema).toMatchObject({ name: 'Self', sex: 0 });
  });

  it('refuses row choices that are not lines and genders, changing nothing', async () => {
    const uploaded = await upload(api, 'bad.csv', SHEET.replaceAll('98250900', '98250911'));
    const id = uploaded.body.data.id as number;
    for (const row_choices of [
      { splits: ['four'] },
      { splits: [-1] },
      { sexes: { 8: 'other' } },
      { sexes: { line: 'male' } },
      { splits: Array.from({ length: 50_001 }, (_, i) => i + 1) },
    ]) {
      const refused = await api.send('POST', `members/import/${id}/preview`, { row_choices });
      expect(refused.status, JSON.stringify(row_choices).slice(0, 40)).toBe(422);
    }
    expect((await api.get(`members/import/${id}`)).body.data.row_choices).toEqual({
      splits: [],
      sexes: {},
    });
  });
});

describe('a preview that takes long', () => {
  // The request waits for no preview: every preview answers "previewing" at its first pause.
  const api = signedInServer({ importAnswerWaitMs: 0 });
  /** Enough rows that the preview pauses for other requests before it is done. */
  const BIG = [
    'First Name,Middle Name,Mobile No.,Village',
    ...Array.from(
      { length: 20_000 },
      (_, i) => `Person${i},Father${i % 97},${9_700_000_000 + i},Methan`,
    ),
  ].join('\n');

  it('answers at once while the preview goes on in the background, refuses to overlap it, and finishes', async () => {
    const uploaded = await upload(api, 'big.csv', BIG);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.data.id as number;
    expect(uploaded.body.data).toMatchObject({ status: 'previewing', rows_total: 20_000 });
    // Meanwhile: a second preview, a commit and a row's choice wait their turn.
    expect((await api.send('POST', `members/import/${id}/preview`, {})).status).toBe(409);
    expect((await api.send('POST', `members/import/${id}/commit`)).status).toBe(409);
    const state = await api.get(`members/import/${id}`);
    expect(['previewing', 'previewed']).toContain(state.body.data.status);
    await expect
      .poll(async () => (await api.get(`members/import/${id}`)).body.data.status, {
        timeout: 60_000,
      })
      .toBe('previewed');
    const done = (await api.get(`members/import/${id}`)).body.data;
    expect(done.counts).toMatchObject({ new_member: 20_000, accepted: 20_000 });
    expect(done.error).toBeNull();
  }, 90_000);

  it('shows a preview cut short by a stopped server as interrupted, and previews again', async () => {
    const { db } = api.server;
    const uploaded = await upload(api, 'small.csv', 'Name,Mobile\nKiran Patel,9825099001');
    const id = uploaded.body.data.id as number;
    await expect
      .poll(async () => (await api.get(`members/import/${id}`)).body.data.status)
      .toBe('previewed');
    // As a server that died mid-preview leaves it: previewing, nobody holding its lease.
    await db.updateTable('imports').set({ status: 'previewing' }).where('id', '=', id).execute();
    const shown = (await api.get(`members/import/${id}`)).body.data;
    expect(shown).toMatchObject({ status: 'mapping', error_code: 'import_preview_interrupted' });
    // One still running in another process is left alone.
    expect(await claimLease(db, importLease(id), IMPORT_LEASE_MS, 'another-process')).toBe(true);
    expect((await api.get(`members/import/${id}`)).body.data.status).toBe('previewing');
    expect((await api.send('POST', `members/import/${id}/preview`, {})).status).toBe(409);
    await db.deleteFrom('leases').where('name', '=', importLease(id)).execute();
    expect((await api.send('POST', `members/import/${id}/preview`, {})).status).toBe(200);
    await expect
      .poll(async () => (await api.get(`members/import/${id}`)).body.data.status)
      .toBe('previewed');
    // A finished import is not previewed again (its rows say what was written).
    await api.send('POST', `members/import/${id}/commit`);
    await expect
      .poll(async () => (await api.get(`members/import/${id}`)).body.data.status)
      .toBe('done');
    const again = await api.send('POST', `members/import/${id}/preview`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This import is finished.');
  });
});
