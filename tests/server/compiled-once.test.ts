import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../../server/lists/compiled-once.js';
import { accountWithRole, apiGet, busiestDistricts, signedInServer } from './helpers.js';

const api = signedInServer();

/** The districts of members by id. */
const districtsOf = async (ids: number[]) =>
  (
    await api.server.db
      .selectFrom('members')
      .select('district_id')
      .where('id', 'in', ids.length ? ids : [0])
      .execute()
  ).map((row) => row.district_id);

describe('statements compiled once per shape', () => {
  it('binds each run its own values, and never keeps a value written outside a slot', async () => {
    const { db } = api.server;
    const districts = await db.selectFrom('districts').select('id').orderBy('id').execute();
    const [first, second] = districts.map((row) => row.id);
    const run = compiledOnce();
    const bySlot = (id: number) =>
      run(
        db,
        db,
        'one district',
        (slot) => db.selectFrom('districts').select('id').where('id', '=', slot('id')),
        { id },
      );
    expect(await bySlot(first!)).toEqual([{ id: first }]);
    expect(await bySlot(second!)).toEqual([{ id: second }]);
    // The same shape written with the value itself: each run still reads its own.
    const written = (id: number) =>
      run(
        db,
        db,
        'written',
        () => db.selectFrom('districts').select('id').where('id', '=', id),
        {},
      );
    expect(await written(first!)).toEqual([{ id: first }]);
    expect(await written(second!)).toEqual([{ id: second }]);
  });

  it("answers two coordinators' searches from one statement, each within their own district", async () => {
    const [mine, theirs] = await busiestDistricts(api.server.db, 2);
    const one = await accountWithRole(api.server, 'coordinator', [mine!]);
    const other = await accountWithRole(api.server, 'coordinator', [theirs!]);
    for (const term of ['a', 'ra', 'bhai']) {
      const search = `members/search?search=${term}`;
      const ours = (await apiGet(api.server.app, one, search)).json().data as { id: number }[];
      const yours = (await apiGet(api.server.app, other, search)).json().data as { id: number }[];
      expect(ours.length).toBeGreaterThan(0);
      expect(yours.length).toBeGreaterThan(0);
      expect(new Set(await districtsOf(ours.map((m) => m.id)))).toEqual(new Set([mine]));
      expect(new Set(await districtsOf(yours.map((m) => m.id)))).toEqual(new Set([theirs]));
    }
  });

  it("pages each gallery's images from one statement, each gallery's own", async () => {
    const galleries = (await api.get('gallery')).body.data as {
      id: number;
      images_count: number;
    }[];
    const full = galleries.filter((g) => g.images_count > 0);
    expect(full.length).toBeGreaterThan(1);
    for (const gallery of full) {
      const page = await api.get(`gallery/images?gallery_id=${gallery.id}&page=1&itemsPerPage=2`);
      expect(page.body.total).toBe(gallery.images_count);
      expect(page.body.gallery.id).toBe(gallery.id);
      expect(page.body.data.length).toBe(Math.min(2, gallery.images_count));
      for (const image of page.body.data) expect(image.gallery_id).toBe(gallery.id);
    }
  });

  it("keeps the members list's page per filter set: a coordinator's after the administrator's, a filter's after none", async () => {
    const [mine] = await busiestDistricts(api.server.db, 1);
    const coordinator = await accountWithRole(api.server, 'coordinator', [mine!]);
    const page = 'members/list?page=1&itemsPerPage=10';
    const everyone = (await api.get(page)).body.data as { id: number }[];
    const theirs = (await apiGet(api.server.app, coordinator, page)).json().data as {
      id: number;
    }[];
    expect(new Set(await districtsOf(everyone.map((m) => m.id))).size).toBeGreaterThan(1);
    expect(new Set(await districtsOf(theirs.map((m) => m.id)))).toEqual(new Set([mine]));
    const women = (await api.get(`${page}&genderSelected=1`)).body.data as { id: number }[];
    const sexes = await api.server.db
      .selectFrom('members')
      .select('sex')
      .where(
        'id',
        'in',
        women.map((m) => m.id),
      )
      .execute();
    expect(sexes.length).toBe(women.length);
    expect(new Set(sexes.map((m) => m.sex))).toEqual(new Set([1]));
  });
});
