import { describe, expect, it } from 'vitest';
import { accountWithRole, apiGet, busiestDistricts, signedInServer } from './helpers.js';
import { readDate } from '../../server/import/values.js';

const api = signedInServer();
const db = () => api.server.db;

/** Members of two districts, given the dates the tests ask about. */
async function dated(dates: Record<string, string>, district?: number) {
  let q = db()
    .selectFrom('members')
    .select(['id', 'district_id'])
    .where('died_on', 'is', null)
    .orderBy('id', 'desc');
  if (district) q = q.where('district_id', '=', district);
  const rows = await q.limit(Object.keys(dates).length).execute();
  const ids: Record<string, number> = {};
  for (const [i, [name, date]] of Object.entries(dates).entries()) {
    const row = rows[i]!;
    await db()
      .updateTable('members')
      .set({ date_of_birth: date })
      .where('id', '=', row.id)
      .execute();
    ids[name] = row.id;
  }
  return ids;
}

const days = async (query: string) => {
  const { status, body } = await api.get(`birthdays?itemsPerPage=-1&${query}`);
  expect(status).toBe(200);
  return body as {
    data: { id: string; member_id: number; date: string; years: number | null; occasion: string }[];
    total: number;
    from: string;
    to: string;
  };
};
const on = (list: Awaited<ReturnType<typeof days>>, memberId: number) =>
  list.data.find((r) => r.member_id === memberId && r.occasion === 'birthday');

describe('birthdays and anniversaries', () => {
  it('lists a week that crosses the year end, with ages turned, soonest first', async () => {
    const ids = await dated({
      eve: '1990-12-31',
      newYear: '2000-01-02',
      later: '1980-01-05',
      before: '1975-12-27',
    });
    const week = await days('range=week&from=2026-12-28');
    expect([week.from, week.to]).toEqual(['2026-12-28', '2027-01-03']);
    expect(on(week, ids.eve!)).toMatchObject({ date: '2026-12-31', years: 36 });
    expect(on(week, ids.newYear!)).toMatchObject({ date: '2027-01-02', years: 27 });
    expect(on(week, ids.later!)).toBeUndefined();
    expect(on(week, ids.before!)).toBeUndefined();
    const dates = week.data.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    // Paged on the server, with the total.
    const page = await api.get('birthdays?range=week&from=2026-12-28&itemsPerPage=2&page=1');
    expect(page.body.data).toHaveLength(Math.min(2, week.total));
    expect(page.body.total).toBe(week.total);
  });

  it('lists a week that crosses a month, and today only', async () => {
    const ids = await dated({ first: '1988-02-01', last: '1999-01-31' });
    const week = await days('range=week&from=2026-01-29');
    expect(on(week, ids.first!)?.date).toBe('2026-02-01');
    expect(on(week, ids.last!)?.date).toBe('2026-01-31');
    const today = await days('range=today&from=2026-01-31');
    expect(on(today, ids.last!)).toBeDefined();
    expect(on(today, ids.first!)).toBeUndefined();
  });

  it('remembers 29 February on 28 February in a year without one', async () => {
    const ids = await dated({ leap: '2000-02-29' });
    expect(on(await days('range=today&from=2027-02-28'), ids.leap!)).toMatchObject({
      date: '2027-02-28',
      years: 27,
    });
    expect(on(await days('range=today&from=2028-02-28'), ids.leap!)).toBeUndefined();
    expect(on(await days('range=today&from=2028-02-29'), ids.leap!)).toMatchObject({
      date: '2028-02-29',
      years: 28,
    });
    expect(on(await days('range=today&from=2027-03-01'), ids.leap!)).toBeUndefined();
  });

  it('lists anniversaries of couples both alive, and leaves out the deceased', async () => {
    const marriage = await db()
      .selectFrom('marriages')
      .select(['id', 'spouse_a_id', 'spouse_b_id'])
      .where('current', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('marriages')
      .set({ married_on: '2001-12-30' })
      .where('id', '=', marriage.id)
      .execute();
    const week = await days('range=week&from=2026-12-28&occasion=anniversary');
    expect(week.data.find((r) => r.id === `a${marriage.id}`)).toMatchObject({
      date: '2026-12-30',
      years: 25,
      member_id: marriage.spouse_a_id,
    });
    expect(week.data.every((r) => r.occasion === 'anniversary')).toBe(true);

    const ids = await dated({ gone: '1950-12-29' });
    expect(on(await days('range=week&from=2026-12-28'), ids.gone!)).toBeDefined();
    await db()
      .updateTable('members')
      .set({ died_on: '2026-05-01' })
      .where('id', '=', ids.gone!)
      .execute();
    expect(on(await days('range=week&from=2026-12-28'), ids.gone!)).toBeUndefined();
    await db()
      .updateTable('members')
      .set({ died_on: '2026-05-01' })
      .where('id', '=', marriage.spouse_b_id)
      .execute();
    const after = await days('range=week&from=2026-12-28&occasion=anniversary');
    expect(after.data.find((r) => r.id === `a${marriage.id}`)).toBeUndefined();
  });

  it("shows a coordinator its districts' days only, and refuses a malformed range", async () => {
    const [mine, other] = await busiestDistricts(db());
    const ours = await dated({ mine: '1991-06-10' }, mine);
    const theirs = await dated({ theirs: '1992-06-10' }, other);
    const coordinator = await accountWithRole(api.server, 'coordinator', [mine!]);
    const answer = await apiGet(
      api.server.app,
      coordinator,
      'birthdays?range=today&from=2026-06-10&itemsPerPage=-1',
    );
    expect(answer.statusCode).toBe(200);
    const ids = (answer.json().data as { member_id: number }[]).map((r) => r.member_id);
    expect(ids).toContain(ours.mine);
    expect(ids).not.toContain(theirs.theirs);
    const asked = await apiGet(
      api.server.app,
      coordinator,
      `birthdays?range=today&from=2026-06-10&district_id=${other}`,
    );
    expect(asked.json().total).toBe(0);
    expect((await api.get('birthdays?range=fortnight')).status).toBe(422);
    expect((await api.get('birthdays?from=2026-13-45')).status).toBe(422);
  });

  it('takes a birth date without its year on the member form and from a sheet, listed without an age', async () => {
    const [member] = await db()
      .selectFrom('members')
      .select('id')
      .where('died_on', 'is', null)
      .orderBy('id')
      .limit(1)
      .execute();
    const { photo: _photo, ...record } = (await api.get(`members/${member!.id}`)).body.data;
    const save = (date: string) =>
      api.send('POST', 'members', {
        ...record,
        date_of_birth: date,
        settings: JSON.stringify(record.settings),
        family: JSON.stringify(
          record.family.map((f: { id: number; relation_id: number | null; is_head: boolean }) => ({
            id: f.id,
            relation_id: f.relation_id,
            is_head: f.is_head,
          })),
        ),
      });
    expect((await save('--02-30')).status).toBe(422);
    const saved = await save('--03-12');
    expect(saved.status).toBe(200);
    expect(saved.body.data.date_of_birth).toBe('--03-12');
    const day = await days('range=today&from=2027-03-12');
    expect(on(day, member!.id)).toMatchObject({ date: '2027-03-12', years: null });
    // 29 February without a year: on 28 February in a year without one.
    expect((await save('--02-29')).status).toBe(200);
    expect(on(await days('range=today&from=2027-02-28'), member!.id)).toMatchObject({
      years: null,
    });

    expect(readDate('12/03')).toEqual({ value: '--03-12' });
    expect(readDate('૧૨-૩')).toEqual({ value: '--03-12' });
    expect(readDate('31/02').problem).toBe('date_missing');
    expect(readDate('12/03/1980')).toEqual({ value: '1980-03-12' });
  });
});
