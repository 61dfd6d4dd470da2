import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { committeePositions } from '../../src/committee/committeeApi';
import {
  businessBody,
  getBusiness,
  memberDetails,
} from '../../src/business-portal/businessPortalApi';
import { exportMembers, getMemberWithTies, registerMember } from '../../src/member/memberApi';
import { memberBody } from '../../src/member/memberFormData';
import { getDashboard } from '../../src/dashboard/dashboardApi';
import { uploadImage } from '../../src/gallery/galleryApi';
import { applicantsCsv } from '../../src/job/JobApplicants';
import { memberFiltersOf } from '../../shared/notification';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { Endpoint, ResourceEndpoints } from '../../src/providers/endpoints';
import { registerCall } from '../../src/member/endpoints';
import { dashboardCall } from '../../src/dashboard/endpoints';

/** The calls that belong to no resource. */
const callTable = { register: registerCall, dashboard: dashboardCall };
import { resources } from '../../src/resources';
import { createHttpClient } from '../../src/providers/http';
import { API, recordingServer } from './recorder';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledFrame: 'error' }));
/** Every request any test of this file made, for the table's coverage check at the end. */
const made: { method: string; path: string }[] = [];
afterEach(() => {
  made.push(...recorder.calls.map(({ method, path }) => ({ method, path })));
  recorder.reset();
});
afterAll(() => recorder.server.close());

const dataProvider = createDataProvider(createHttpClient(`${API}/api/frontend`), resources);
const last = () => recorder.calls[recorder.calls.length - 1]!;
/** What an add or edit page saves (src/common/page/RecordFormPage.tsx): an update with the id, a create without. */
const saveForm = (
  resource: 'members' | 'business-portal',
  transform: (values: Record<string, unknown>) => Record<string, unknown>,
  values: Record<string, unknown>,
) => {
  const id = values.id as number | undefined;
  return id
    ? dataProvider.update(resource, { id, data: transform(values), previousData: { id } })
    : dataProvider.create(resource, { data: transform(values) });
};
const saveMember = (values: Record<string, unknown>) => saveForm('members', memberBody, values);
const saveBusiness = (values: Record<string, unknown>) =>
  saveForm('business-portal', businessBody, values);
const listParams = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { q: 'ka', ...filter },
});
/** The row a form holds: its own fields plus what the list joined in. */
const formValues = {
  id: 7,
  name: 'Kansa',
  district: { id: 3, name: 'Mehsana' },
  post: { id: 2, name: 'Visnagar' },
};

describe('masters (docs/product.md §7 "Masters")', () => {
  const cases = [
    {
      resource: 'businesses',
      list: 'business/list',
      add: 'business/add',
      row: 'business/7',
      body: { name: 'Kansa' },
    },
    {
      resource: 'education',
      list: 'education/list',
      add: 'education/add',
      row: 'education/7',
      body: { name: 'Kansa' },
    },
    {
      resource: 'district',
      list: 'district/list',
      add: 'district',
      row: 'district/7',
      body: { name: 'Kansa' },
    },
    {
      resource: 'post',
      list: 'post/list',
      add: 'post',
      row: 'post/7',
      body: { name: 'Kansa', district_id: 3 },
    },
    {
      resource: 'village',
      list: 'village/list',
      add: 'village',
      row: 'village/7',
      body: { name: 'Kansa', post_id: 2 },
    },
  ];

  it.each(cases)('$resource: GET /$list with paging and search', async ({ resource, list }) => {
    await dataProvider.getList(resource, listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: `/api/frontend/${list}`,
      query: { page: '2', itemsPerPage: '25', sortBy: 'name', sortDesc: 'false', search: 'ka' },
    });
  });

  it.each(cases)(
    '$resource: POST /$add and PUT /$row send only the fields the endpoint takes',
    async ({ resource, add, row, body }) => {
      const values = { ...formValues, ...body };
      await dataProvider.create(resource, { data: values });
      expect(last()).toMatchObject({ method: 'POST', path: `/api/frontend/${add}` });
      expect(last().body).toEqual(body);
      await dataProvider.update(resource, { id: 7, data: values, previousData: formValues });
      expect(last()).toMatchObject({ method: 'PUT', path: `/api/frontend/${row}` });
      expect(last().body).toEqual(body);
    },
  );

  it.each(cases)('$resource: DELETE /$row', async ({ resource, row }) => {
    await dataProvider.delete(resource, { id: 7, previousData: formValues });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/api/frontend/${row}`,
      body: undefined,
    });
  });

  it('sends the post and village filters under districtSelected and postSelected', async () => {
    await dataProvider.getList('post', listParams({ districtSelected: 3 }));
    expect(last().query).toMatchObject({ districtSelected: '3' });
    await dataProvider.getList('village', listParams({ postSelected: 2 }));
    expect(last().query).toMatchObject({ postSelected: '2' });
  });
});

describe('contacts and admins', () => {
  it('contacts: GET /contacts with paging and search, DELETE /contacts/{id}', async () => {
    await dataProvider.getList('contacts', listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/contacts',
      query: { page: '2', search: 'ka' },
    });
    await dataProvider.delete('contacts', { id: 4 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/contacts/4' });
  });

  it('admins: GET /admin/list, POST /admin/add {member_id}, PUT /admin/edit/{id} {member_id}, DELETE /admin/{id}', async () => {
    await dataProvider.getList('admin', listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/admin/list',
      query: { search: 'ka' },
    });
    const row = { id: 5, member_id: 11, member: { first_name: 'Kiran' } };
    await dataProvider.create('admin', { data: { member_id: 12 } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/admin/add',
      body: { member_id: 12 },
    });
    await dataProvider.update('admin', {
      id: 5,
      data: { ...row, member_id: 13 },
      previousData: row,
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/admin/edit/5' });
    expect(last().body).toEqual({ member_id: 13 });
    await dataProvider.delete('admin', { id: 5 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/admin/5' });
  });
});

describe('accounts (our server: docs/security.md "Accounts")', () => {
  it('GET /accounts, POST /accounts, PUT /accounts/{id} without the email, and the three actions', async () => {
    await dataProvider.getList('accounts', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/accounts' });
    const data = { name: 'Asha', email: 'asha@example.org', role: 'coordinator', districts: [3] };
    await dataProvider.create('accounts', { data: { ...data, state: 'active' } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/accounts', body: data });
    await dataProvider.update('accounts', {
      id: 7,
      data: { id: 7, ...data },
      previousData: { id: 7 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/accounts/7' });
    expect(last().body).toEqual({ name: 'Asha', role: 'coordinator', districts: [3] });
    for (const action of ['disable', 'enable', 'link'] as const) {
      await dataProvider.action('accounts', action, { id: 7 });
      expect(last()).toMatchObject({ method: 'POST', path: `/api/frontend/accounts/7/${action}` });
    }
  });
});

describe('imports and possible duplicates (our server: docs/import.md, docs/duplicates.md)', () => {
  it('uploads a sheet as multipart, previews with a mapping, pages rows by import, accepts a row, commits', async () => {
    await dataProvider.getList('imports', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/import' });
    recorder.answer(() => ({ data: { id: 4 } }));
    const file = new File(['Name,Mobile No.\nAsha,9825070001\n'], 'kansa.csv', {
      type: 'text/csv',
    });
    await dataProvider.call(resources.imports.create, { data: { file, sheet: 'Kansa' } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/members/import' });
    expect(last().body).toContain('filename="kansa.csv"');
    expect(last().body).toContain('name="sheet"');
    await dataProvider.getOne('imports', { id: 4 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/import/4' });
    const data = {
      mapping: { '0': 'first_name', '1': null },
      places: { 'village:kansaa': { id: 3 } },
    };
    await dataProvider.action('imports', 'preview', {
      id: 4,
      data: { ...data, status: 'previewed' },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/members/import/4/preview',
      body: data,
    });
    await dataProvider.action('imports', 'commit', { id: 4 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/members/import/4/commit' });
    recorder.answer(() => ({ data: [], total: 0 }));
    await dataProvider.getList('import_rows', {
      ...listParams({ import_id: 4, outcome: 'skipped' }),
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/members/import/rows',
      query: { import_id: '4', outcome: 'skipped', page: '2' },
    });
    await dataProvider.update<{ id: number; accepted: boolean; line: number }>('import_rows', {
      id: 9,
      data: { accepted: true, line: 3 },
      previousData: { id: 9, accepted: false, line: 3 },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/api/frontend/members/import/rows/9',
      body: { accepted: true },
    });
  });

  it('lists pairs, decides one (not a duplicate, or merge keeping one), scans the directory', async () => {
    await dataProvider.getList('duplicates', listParams({ status: 'dismissed' }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/duplicates',
      query: { status: 'dismissed' },
    });
    recorder.answer(() => ({ data: { id: 5 } }));
    await dataProvider.getOne('duplicates', { id: 5 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/duplicates/5' });
    await dataProvider.action('duplicates', 'dismiss', { id: 5 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/duplicates/5/dismiss' });
    await dataProvider.action('duplicates', 'merge', {
      id: 5,
      data: { keep: 12, take: ['mobile_no'], score: 90 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/duplicates/5/merge',
      body: { keep: 12, take: ['mobile_no'] },
    });
    await dataProvider.action('duplicates', 'scan');
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/duplicates/scan' });
    await dataProvider.action('duplicates', 'scanState');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/duplicates/scan' });
  });
});

describe('the printed directory (our server: docs/directory.md)', () => {
  it('lists books, asks for one with its options, one book, the printer', async () => {
    await dataProvider.getList('directory_books', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/directory/books' });
    const options = {
      district_ids: [3],
      post_ids: [],
      village_ids: [12],
      language: 'gu',
      page_size: 'A5',
      photos: true,
      title: 'Parivar',
      year: 2026,
    };
    recorder.answer(() => ({ data: { id: 2 } }));
    await dataProvider.create('directory_books', { data: { ...options, status: 'done' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/directory/books',
      body: options,
    });
    await dataProvider.getOne('directory_books', { id: 2 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/directory/books/2' });
    await dataProvider.action('directory_books', 'printer');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/directory/printer' });
  });
});

describe('committees and donors (docs/product.md §7 "Committee", "Donor")', () => {
  it.each([
    {
      resource: 'committee' as const,
      list: 'committee/list',
      add: 'committee/add',
      edit: 'committee/edit/3',
      del: 'committee/3',
    },
    {
      resource: 'donor' as const,
      list: 'donor/list',
      add: 'donor/add',
      edit: 'donor/edit/3',
      del: 'donor/3',
    },
  ])('$resource: list, add {name}, edit {name}, status {status}, delete', async (c) => {
    await dataProvider.getList(c.resource, listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: `/api/frontend/${c.list}`,
      query: { page: '2', itemsPerPage: '25', search: 'ka' },
    });
    const row = { id: 3, name: 'Yuvak Mandal', status: true, members_count: 4 };
    await dataProvider.create(c.resource, { data: { name: 'Seva' } });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/frontend/${c.add}` });
    expect(last().body).toEqual({ name: 'Seva' });
    await dataProvider.update(c.resource, {
      id: 3,
      data: { ...row, name: 'Seva' },
      previousData: row,
    });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/frontend/${c.edit}` });
    expect(last().body).toEqual({ name: 'Seva' });
    await dataProvider.action(c.resource, 'status', { id: 3, data: { status: false } });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/frontend/${c.edit}` });
    expect(last().body).toEqual({ status: false });
    await dataProvider.delete(c.resource, { id: 3, previousData: row });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/frontend/${c.del}` });
  });

  const committeeMember: Record<string, unknown> & { id: number } = {
    id: 9,
    committee_id: 3,
    member_id: 11,
    position: 'Pramukh',
    information: { id: 11, first_name: 'Kiran', last_name: 'Ramesh' },
  };

  it('committee members: GET /committee/members with committee_id and positionSelected, and the committee as meta', async () => {
    recorder.answer(() => ({
      data: [committeeMember],
      total: 1,
      committee: { id: 3, name: 'Yuvak' },
    }));
    const result = await dataProvider.getList(
      'committee_members',
      listParams({ committee_id: 3, positionSelected: 'Pramukh' }),
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/committee/members',
      query: { committee_id: '3', positionSelected: 'Pramukh', search: 'ka', page: '2' },
    });
    expect(result).toEqual({
      data: [committeeMember],
      total: 1,
      meta: { committee: { id: 3, name: 'Yuvak' } },
    });
  });

  it('committee members: add and edit POST /committee/member/manage, remove POST /committee/member/remove', async () => {
    await dataProvider.create('committee_members', {
      data: { committee_id: 3, member_id: 11, position: '' },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/committee/member/manage' });
    expect(last().body).toEqual({ committee_id: 3, member_id: 11, position: '' });
    await dataProvider.update('committee_members', {
      id: 9,
      data: { ...committeeMember, position: 'Mantri', member: 'Kiran Ramesh' },
      previousData: committeeMember,
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/committee/member/manage' });
    expect(last().body).toEqual({ committee_id: 3, member_id: 11, position: 'Mantri', id: 9 });
    await dataProvider.delete('committee_members', { id: 9, previousData: committeeMember });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/committee/member/remove' });
    expect(last().body).toEqual({ committee_id: 3, member_id: 11 });
  });

  it('the audit log: GET /audit/list with its filters, newest first', async () => {
    recorder.answer(() => ({ data: [], total: 0 }));
    await dataProvider.getList('audit', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { q: 'Yuva', action: 'update', resource: 'committees', from: '2026-11-01' },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/audit/list',
      query: {
        page: '2',
        itemsPerPage: '25',
        sortBy: 'at',
        sortDesc: 'true',
        search: 'Yuva',
        action: 'update',
        resource: 'committees',
        from: '2026-11-01',
      },
    });
  });

  it('committee positions: GET /committee/positions?committee_id', async () => {
    recorder.answer(() => ({ data: ['Mantri', 'Pramukh'] }));
    expect(await committeePositions(dataProvider, 3)).toEqual(['Mantri', 'Pramukh']);
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/committee/positions',
      query: { committee_id: '3' },
    });
  });

  it('donor members: GET /donor/members with donor_id, POST /donor/member/manage, DELETE /donor/member/remove/{id}', async () => {
    await dataProvider.getList('donor_members', listParams({ donor_id: 4 }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/donor/members',
      query: { donor_id: '4', search: 'ka' },
    });
    await dataProvider.create('donor_members', { data: { donor_id: 4, member_id: 11 } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/donor/member/manage' });
    expect(last().body).toEqual({ donor_id: 4, member_id: 11 });
    const entry: Record<string, unknown> & { id: number } = {
      id: 8,
      donor_id: 4,
      name: 'Trust',
      position: null,
      information: null,
    };
    await dataProvider.update('donor_members', {
      id: 8,
      data: { id: 8, donor_id: 4, name: 'Shri Trust', position: 'Data' },
      previousData: entry,
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/donor/member/manage' });
    expect(last().body).toEqual({ id: 8, donor_id: 4, name: 'Shri Trust', position: 'Data' });
    await dataProvider.delete('donor_members', { id: 8, previousData: entry });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/api/frontend/donor/member/remove/8',
      body: undefined,
    });
  });
});

describe('members (docs/product.md §7 "Members")', () => {
  const filters = {
    bloodGroupSelected: 'B+',
    genderSelected: 0,
    educationSelected: 3,
    businessTypeSelected: 2,
    businessSelected: 5,
    in_foreign_land: 0,
    in_dpvs: 1,
    countryselected: 101,
    stateSelected: 4030,
    citySelected: 'Visnagar',
    district_id: 3,
    post_id: 9,
    village_id: 40,
  };
  const asQuery = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));

  it('GET /members/list sends paging, search and every filter under docs/product.md names', async () => {
    await dataProvider.getList('members', listParams(filters));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/members/list',
      query: { page: '2', itemsPerPage: '25', search: 'ka', ...asQuery },
    });
  });

  it('GET /members/export sends the same filters and no paging', async () => {
    recorder.answer(() => ({ data: [{ first_name: 'Ravi' }], total: 1 }));
    const rows = await exportMembers(dataProvider, { q: 'ka', ...filters });
    expect(rows).toEqual([{ first_name: 'Ravi' }]);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/export' });
    expect(last().query).toEqual({ search: 'ka', ...asQuery });
  });

  it('GET /members/{id}, DELETE /members/{id}', async () => {
    recorder.answer(() => ({ data: { id: 7, b_date: '1990-01-02', family: [] } }));
    await dataProvider.getOne('members', { id: 7 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/7' });
    expect(last().query).toEqual({});
    // The Remove confirmation asks for the member's ties too (our server's; the original ignores it).
    expect(await getMemberWithTies(dataProvider, 7)).toEqual({
      id: 7,
      b_date: '1990-01-02',
      family: [],
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/7' });
    expect(last().query).toEqual({ part_of: '1' });
    await dataProvider.delete('members', { id: 7 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/members/7' });
  });

  it('POST /members and POST /member/register send multipart', async () => {
    const form = { first_name: 'Nirav', family: [] };
    recorder.answer(() => ({ message: 'Member added.', data: { id: 9 } }));
    expect((await saveMember(form)).data).toMatchObject({ id: 9 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/members' });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toMatch(/name="first_name"\r\n\r\nNirav/);
    expect(last().body).toMatch(/name="family"\r\n\r\n\[\]/);
    await registerMember(dataProvider, {
      first_name: 'Nirav',
      settings: { isMobile: false, isAddress: true },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/member/register' });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // The registrant's own choice of what the family app shows goes with it.
    expect(last().body).toMatch(/name="settings"\r\n\r\n\{"isMobile":false,"isAddress":true\}/);
  });
});

describe('dashboard (docs/product.md §7 "Auth and lookups")', () => {
  it('GET /dashboard/details without a district', async () => {
    recorder.answer(() => ({ data: { allFamilies: 3, familyInfo: [] } }));
    const details = await getDashboard(dataProvider);
    expect(details).toMatchObject({ allFamilies: 3 });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/dashboard/details',
      query: {},
    });
  });

  it('GET /dashboard/details?district_id= with a district', async () => {
    await getDashboard(dataProvider, 12);
    expect(last().query).toEqual({ district_id: '12' });
  });
});

describe('members: editing', () => {
  it('POST /members multipart with the id (docs/product.md §7)', async () => {
    recorder.answer(() => ({ message: 'Member updated.', data: { id: 7 } }));
    await saveMember({ id: 7, first_name: 'Nirav', family: [] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/members' });
    expect(last().body).toMatch(/name="id"\r\n\r\n7/);
  });
});

describe('families (docs/families.md), our server only', () => {
  const values = (v: Record<string, unknown>) => v;
  it("a member's kin, parents, a marriage, its end, a death, the tree and its GEDCOM file", async () => {
    await dataProvider.getOne('member-kin', { id: 5 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/5/kin' });
    await dataProvider.update('member-kin', {
      id: 5,
      data: values({ father_id: 2, mother_id: null, name: 'shown only' }),
      previousData: { id: 5 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/members/5/kin' });
    expect(last().body).toEqual({ father_id: 2, mother_id: null });
    await dataProvider.update('member-marriages', {
      id: 5,
      data: values({
        spouse_id: 9,
        household: 'member',
        married_on: '2026-02-14',
        moving_along: [],
      }),
      previousData: { id: 5 },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/members/5/marriages' });
    expect(last().body).toEqual({
      spouse_id: 9,
      household: 'member',
      married_on: '2026-02-14',
      moving_along: [],
    });
    await dataProvider.update('marriage-end', {
      id: 3,
      data: values({ ended_by: 'separation', move_back_id: 9 }),
      previousData: { id: 3 },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/marriages/3/end' });
    await dataProvider.update('member-death', {
      id: 5,
      data: values({ died_on: null }),
      previousData: { id: 5 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/members/5/death' });
    expect(last().body).toEqual({ died_on: null });
    await dataProvider.getOne('member-tree', { id: 5 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/5/tree' });
    const file = await dataProvider.action<'member-kin', string>('member-kin', 'gedcom', { id: 5 });
    expect(file).toBe(`${API}/api/frontend/members/5/gedcom`);
    await fetch(file);
  });

  it('sends surname and native place only when the form holds them', async () => {
    recorder.answer(() => ({ message: 'Member updated.', data: { id: 7 } }));
    await saveMember({ id: 7, first_name: 'Nirav', family: [] });
    expect(multipartFields(last().body)).not.toContain('surname');
    await saveMember({ id: 7, first_name: 'Nirav', family: [], surname: 'પટેલ', native_place: '' });
    expect(last().body).toMatch(/name="surname"\r\n\r\nપટેલ/);
    expect(last().body).toMatch(/name="native_place"\r\n\r\n\r\n/);
  });
});

describe('birthdays and anniversaries (docs/birthdays.md), our server only', () => {
  it('GET /birthdays with the range, the occasion and the places; the range rides along as meta', async () => {
    recorder.answer(() => ({ data: [], total: 0, from: '2026-12-28', to: '2027-01-03' }));
    const list = await dataProvider.getList(
      'birthdays',
      listParams({ range: 'week', occasion: 'birthday', district_id: 3 }),
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/birthdays',
      query: { range: 'week', occasion: 'birthday', district_id: '3', page: '2' },
    });
    expect('meta' in list && list.meta).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    await dataProvider.action('birthdays', 'greetings', { data: { day: '2026-12-28' } });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/birthdays/greetings',
      query: { day: '2026-12-28' },
    });
  });
});

describe('the member page’s office side (docs/member-door.md), our server only', () => {
  it('change requests: the list with its filters, one request, decisions', async () => {
    await dataProvider.getList('change_requests', listParams({ status: 'open', kind: 'edit' }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/change-requests',
      query: { status: 'open', kind: 'edit', page: '2' },
    });
    recorder.answer(() => ({ data: { id: 7, items: [] } }));
    await dataProvider.getOne('change_requests', { id: 7 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/change-requests/7' });
    const fields = [{ id: 3, decision: 'edited', value: 'Station Road' }];
    await dataProvider.action('change_requests', 'decide', { id: 7, data: { fields, extra: 1 } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/change-requests/7/decide',
    });
    expect(last().body).toEqual({ fields });
  });

  it('the field policy: read and saved', async () => {
    await dataProvider.action('field_policies', 'read');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/field-policies' });
    await dataProvider.action('field_policies', 'save', {
      data: { policies: { blood_group: 'apply' }, extra: 1 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/field-policies' });
    expect(last().body).toEqual({ policies: { blood_group: 'apply' } });
  });

  it('verification campaigns: the list, one, a new one, its families', async () => {
    await dataProvider.getList('verification_campaigns', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/verification-campaigns' });
    recorder.answer(() => ({ data: { id: 2 } }));
    await dataProvider.getOne('verification_campaigns', { id: 2 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/verification-campaigns/2' });
    recorder.answer(() => ({ message: 'Sent', data: { id: 3 } }));
    await dataProvider.create('verification_campaigns', {
      data: {
        kind: 'notice',
        name: 'Unjha',
        district_id: 3,
        village_id: '',
        not_verified_months: 12,
        extra: 1,
      },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/verification-campaigns' });
    expect(last().body).toEqual({
      kind: 'notice',
      name: 'Unjha',
      district_id: 3,
      village_id: '',
      not_verified_months: 12,
    });
    await dataProvider.getList('campaign_families', listParams({ campaign_id: 2, answered: 'no' }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/verification-campaigns/families',
      query: { campaign_id: '2', answered: 'no' },
    });
  });
});

describe('requests under the members’ rights (docs/privacy.md "Rights"), our server only', () => {
  it('the list with its filters, one request, a new one, closing and erasing', async () => {
    await dataProvider.getList('privacy_requests', listParams({ status: 'open', late: '1' }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/privacy-requests',
      query: { status: 'open', late: '1', page: '2' },
    });
    recorder.answer(() => ({ data: { id: 4 } }));
    await dataProvider.getOne('privacy_requests', { id: 4 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/privacy-requests/4' });
    recorder.answer(() => ({ message: 'Recorded', data: { id: 5 } }));
    const request = {
      member_id: 9,
      kind: 'nomination',
      received_on: '2026-11-20',
      details: 'After me, my son.',
      nominee_name: 'Dev',
      nominee_mobile: '9876543210',
      nominee_relation: 'Son',
    };
    await dataProvider.create('privacy_requests', { data: { ...request, extra: 1 } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/privacy-requests' });
    expect(last().body).toEqual(request);
    await dataProvider.action('privacy_requests', 'close', {
      id: 4,
      data: { status: 'done', outcome: 'Sent by post.', extra: 1 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/privacy-requests/4/close',
    });
    expect(last().body).toEqual({ status: 'done', outcome: 'Sent by post.' });
    await dataProvider.action('privacy_requests', 'erase', { id: 6 });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/privacy-requests/6/erase',
    });
  });
});

/** The field names of a recorded multipart body, in order. */
const multipartFields = (body: unknown) =>
  [...String(body).matchAll(/; name="([^"]+)"/g)].map((m) => m[1]);

describe('results (docs/product.md §7 "Results")', () => {
  it('years: GET /result/segments, POST /result/segments/add {year}, POST /result/publish, DELETE /result/segment/{id}', async () => {
    await dataProvider.getList('result', listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/result/segments',
      query: { page: '2', itemsPerPage: '25', search: 'ka' },
    });
    await dataProvider.create('result', { data: { year: '2026', extra: 1 } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/result/segments/add' });
    expect(last().body).toEqual({ year: '2026' });
    await dataProvider.action('result', 'publish', {
      id: 4,
      data: { result_segment_id: 4, status: false },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/result/publish' });
    expect(last().body).toEqual({ result_segment_id: 4 });
    await dataProvider.delete('result', { id: 4 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/result/segment/4' });
  });

  it('students: GET /result/students with segment_id and educationSelected, the year as meta', async () => {
    recorder.answer(() => ({ data: [], total: 0, result: { id: 4, name: '2025' } }));
    const list = await dataProvider.getList(
      'result_students',
      listParams({ segment_id: 4, educationSelected: 2 }),
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/result/students',
      query: { segment_id: '4', educationSelected: '2', search: 'ka', page: '2' },
    });
    expect('meta' in list && list.meta).toEqual({ result: { id: 4, name: '2025' } });
  });

  it('students: POST /result/add multipart with exactly the product fields; id and member only when there', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'asha.png', { type: 'image/png' });
    const form = {
      name: 'Asha Patel',
      percentage: '91.5',
      city: 'Unjha',
      education_id: 1,
      result_segment_id: 4,
      member_id: null as number | null,
      photo_file: photo,
      eduction: { name: 'SSC' },
    };
    await dataProvider.create('result_students', { data: form });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/result/add' });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(multipartFields(last().body)).toEqual([
      'name',
      'photo',
      'percentage',
      'city',
      'education_id',
      'result_segment_id',
    ]);
    expect(last().body).toMatch(/name="photo"; filename="[^"]+"\r\nContent-Type: image\/png/);
    // Editing without a new photo: the id, the member chosen, no photo.
    const row = { id: 9, ...form, photo_file: undefined, photo: 'results/a.png' };
    await dataProvider.update('result_students', {
      id: 9,
      data: { ...row, member_id: 11 },
      previousData: row,
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/result/add' });
    expect(multipartFields(last().body)).toEqual([
      'id',
      'name',
      'percentage',
      'city',
      'education_id',
      'result_segment_id',
      'member_id',
    ]);
    expect(last().body).toMatch(/name="member_id"\r\n\r\n11/);
  });

  it('students: approve POST /result/published {result_id}, DELETE /result/{id}', async () => {
    await dataProvider.action('result_students', 'approve', {
      id: 9,
      data: { result_id: 9, status: true },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/result/published' });
    expect(last().body).toEqual({ result_id: 9 });
    await dataProvider.delete('result_students', { id: 9 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/result/9' });
  });
});

describe('business portal (docs/product.md §7 "Business portal")', () => {
  it('GET /business-portal/list with paging, search and the three filters under their names', async () => {
    await dataProvider.getList(
      'business-portal',
      listParams({ businessSelected: 3, stateSelected: 4030, citySelected: 'Unjha' }),
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/business-portal/list',
      query: {
        page: '2',
        itemsPerPage: '25',
        search: 'ka',
        businessSelected: '3',
        stateSelected: '4030',
        citySelected: 'Unjha',
      },
    });
  });

  it('GET /business-portal/{id}, GET /business-portal/member/{memberId}, PUT status, DELETE', async () => {
    recorder.answer(() => ({ data: { id: 5, name: 'Desai Textiles', members: [] } }));
    expect((await getBusiness(dataProvider, 5)).name).toBe('Desai Textiles');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/business-portal/5' });
    recorder.answer(() => ({ data: { mobile_no: '9825011111', city: 'Unjha' } }));
    expect(await memberDetails(dataProvider, 11)).toEqual({
      mobile_no: '9825011111',
      city: 'Unjha',
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/business-portal/member/11',
    });
    await dataProvider.action('business-portal', 'status', { id: 5, data: { status: false } });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/business-portal/status/5' });
    expect(last().body).toEqual({ status: false });
    await dataProvider.delete('business-portal', { id: 5 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/business-portal/5' });
  });

  it('POST /business-portal multipart: the fields, the logo and the partners as JSON, exactly', async () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const form = {
      logo_file: logo,
      member_id: 11,
      mobile_no: '9825011111',
      name: 'Zenith Mart',
      email: 'hi@zenith.in',
      business_id: 3,
      in_foreign_land: false,
      state: 4030,
      country: null,
      city: 'Unjha',
      address: 'Station Road',
      business: { id: 3, name: 'Trading' },
      members: [
        {
          id: 7,
          member_id: 12,
          information: { id: 12, first_name: 'Girish', last_name: 'Arvind', mobile_no: '9' },
        },
        { id: 8, member_id: null, name: 'Ramesh Soni', mobile_no: '9825022222', information: null },
      ],
    };
    await saveBusiness(form);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/business-portal' });
    expect(multipartFields(last().body)).toEqual([
      'logo',
      'member_id',
      'mobile_no',
      'name',
      'email',
      'business_id',
      'in_foreign_land',
      'state',
      'country',
      'city',
      'address',
      'members',
    ]);
    const body = String(last().body);
    expect(body).toMatch(/name="in_foreign_land"\r\n\r\n0\r\n/);
    const members = /name="members"\r\n\r\n(.*)\r\n/.exec(body)![1];
    expect(JSON.parse(members!)).toEqual([
      { member_id: 12 },
      { name: 'Ramesh Soni', mobile_no: '9825022222' },
    ]);
    // Editing sends the id first, and no logo when none was chosen.
    await saveBusiness({ ...form, id: 5, logo_file: null });
    expect(multipartFields(last().body)).toEqual([
      'id',
      'member_id',
      'mobile_no',
      'name',
      'email',
      'business_id',
      'in_foreign_land',
      'state',
      'country',
      'city',
      'address',
      'members',
    ]);
  });
});

describe('programs and events (docs/product.md §7 "Programs", "Events")', () => {
  it('programs: GET /programs, POST /programs {name, time, date}, publish {id, status}, DELETE', async () => {
    await dataProvider.getList('programs', listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/programs',
      query: { page: '2', search: 'ka' },
    });
    await dataProvider.create('programs', {
      data: { name: 'Seva', time: '90', date: '2026-12-05T09:30:00+05:30', extra: 1 },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/programs' });
    expect(last().body).toEqual({ name: 'Seva', time: '90', date: '2026-12-05T09:30:00+05:30' });
    await dataProvider.action('programs', 'publish', {
      data: { id: 4, status: true, name: 'Seva' },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/programs/publish' });
    expect(last().body).toEqual({ id: 4, status: true });
    await dataProvider.delete('programs', { id: 4 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/programs/4' });
  });

  it('exports are addresses the browser opens: ?program_id= and ?type_id=', async () => {
    const byProgram = await dataProvider.action<'programs', string>('programs', 'export', {
      data: { program_id: 4 },
    });
    expect(byProgram).toBe(`${API}/api/frontend/programs/export?program_id=4`);
    const byType = await dataProvider.action<'volunteer_types', string>(
      'volunteer_types',
      'export',
      {
        data: { type_id: 9 },
      },
    );
    expect(byType).toBe(`${API}/api/frontend/programs/export?type_id=9`);
    // Opened by the browser, as the test does here.
    await fetch(byProgram);
    await fetch(byType);
  });

  it('volunteer types: GET /programs/volunteer-types with program_id, POST {name, want, program_id}, DELETE', async () => {
    recorder.answer(() => ({ data: [], total: 0, programs: { id: 4, name: 'Seva' } }));
    const list = await dataProvider.getList('volunteer_types', listParams({ program_id: 4 }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/programs/volunteer-types',
      query: { program_id: '4', search: 'ka' },
    });
    expect('meta' in list && list.meta).toEqual({ programs: { id: 4, name: 'Seva' } });
    await dataProvider.create('volunteer_types', {
      data: { name: 'Rasoi', want: '5', program_id: 4 },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/programs/volunteer-type' });
    expect(last().body).toEqual({ name: 'Rasoi', want: '5', program_id: 4 });
    await dataProvider.delete('volunteer_types', { id: 9 });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/api/frontend/programs/volunteer-type/9',
    });
  });

  it('events: GET /events, POST and PUT {name, time, start_date}, publish, DELETE', async () => {
    await dataProvider.getList('events', { ...listParams(), sort: { field: '', order: 'ASC' } });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/events' });
    expect(last().query).not.toHaveProperty('sortBy');
    const body = { name: 'Garba', time: 120, start_date: '2026-12-24T19:00:00+05:30' };
    await dataProvider.create('events', { data: { ...body, past: false } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/events' });
    expect(last().body).toEqual(body);
    await dataProvider.update('events', {
      id: 6,
      data: { id: 6, ...body, status: true } as Record<string, unknown>,
      previousData: { id: 6 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/events/6' });
    expect(last().body).toEqual(body);
    await dataProvider.action('events', 'publish', { data: { id: 6, status: false } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/events/publish' });
    expect(last().body).toEqual({ id: 6, status: false });
    await dataProvider.delete('events', { id: 6 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/events/6' });
  });
});

describe('galleries (docs/product.md §7 "Gallery")', () => {
  it('GET /gallery, POST /gallery multipart {name, image}, edit POST ?_method=PUT, PUT status, DELETE', async () => {
    await dataProvider.getList('gallery', listParams());
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/gallery',
      query: { search: 'ka' },
    });
    const cover = new File([new Uint8Array([1])], 'cover.png', { type: 'image/png' });
    await dataProvider.create('gallery', { data: { name: 'Diwali', image_file: cover } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/gallery' });
    expect(multipartFields(last().body)).toEqual(['name', 'image']);
    await dataProvider.update('gallery', {
      id: 3,
      data: { id: 3, name: 'Diwali 2026', image: 'gallery/a.png', image_file: null } as Record<
        string,
        unknown
      >,
      previousData: { id: 3 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/gallery/3',
      query: { _method: 'PUT' },
    });
    expect(multipartFields(last().body)).toEqual(['name']);
    await dataProvider.action('gallery', 'status', { id: 3, data: { status: false } });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/gallery/3' });
    expect(last().body).toEqual({ status: false });
    await dataProvider.delete('gallery', { id: 3 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/gallery/3' });
  });

  it('images: GET /gallery/images with gallery_id, one POST /gallery/image per file, PUT status, DELETE', async () => {
    await dataProvider.getList('gallery_images', listParams({ gallery_id: 3 }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/gallery/images',
      query: { gallery_id: '3', page: '2' },
    });
    const file = new File([new Uint8Array([1, 2])], 'IMG_1.jpg', { type: 'image/jpeg' });
    const seen: number[] = [];
    await uploadImage(dataProvider, 3, file, (p) => seen.push(p));
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/gallery/image' });
    expect(multipartFields(last().body)).toEqual(['image', 'gallery_id']);
    expect(last().body).toMatch(/name="gallery_id"\r\n\r\n3/);
    await dataProvider.action('gallery_images', 'status', { id: 8, data: { status: true } });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/gallery/image/8' });
    await dataProvider.delete('gallery_images', { id: 8 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/gallery/image/8' });
  });
});

describe('jobs (docs/product.md §7 "Jobs")', () => {
  it('GET /job/list with the filters, POST /job/add and PUT /job/edit/{id} with the education list, DELETE', async () => {
    await dataProvider.getList(
      'jobs',
      listParams({ businessTypeSelected: 2, educationSelected: [1, 3], citySelected: 'Unjha' }),
    );
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/job/list' });
    expect(last().query).toMatchObject({
      search: 'ka',
      businessTypeSelected: '2',
      'educationSelected[]': ['1', '3'],
      citySelected: 'Unjha',
    });
    const body = {
      title: 'Cashier',
      name: 'Desai Textiles',
      description: 'Billing',
      city: 'Unjha',
      education_id: [1, 2],
      business_type_id: 4,
      business_id: 7,
      member_id: null,
      company_details: 'Since 1980',
    };
    await dataProvider.create('jobs', {
      data: { ...body, education_list: [{ id: 1, name: 'SSC' }], business: { name: 'x' } },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/job/add' });
    expect(last().body).toEqual(body);
    await dataProvider.update('jobs', {
      id: 5,
      data: { id: 5, ...body } as Record<string, unknown>,
      previousData: { id: 5 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/job/edit/5' });
    expect(last().body).toEqual(body);
    await dataProvider.delete('jobs', { id: 5 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/job/5' });
  });

  it('applicants: GET /job/members with job_id; the CSV is the list call with every row', async () => {
    await dataProvider.getList('job_members', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { job_id: 5 },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/job/members',
      query: { job_id: '5', itemsPerPage: '-1' },
    });
    expect(
      applicantsCsv([
        {
          id: 9,
          first_name: 'જશ',
          last_name: 'હર્ષ',
          mobile_no: '9876500000',
          city: 'Unjha',
          country: 'India',
          education: { name: 'B.Com.' },
        },
        {
          id: 10,
          first_name: '=cmd',
          last_name: null,
          mobile_no: '1',
          city: null,
          country: null,
          education: null,
        },
      ]).split('\r\n'),
    ).toEqual([
      'Member ID,Name,Mobile No.,City,Country,Education',
      '9,જશ હર્ષ,9876500000,Unjha,India,B.Com.',
      "10,'=cmd,1,,,",
    ]);
  });
});

describe('notifications (docs/product.md §7 "Notifications")', () => {
  it('GET /notification, POST /notification with the fields and the filters object, resend, DELETE', async () => {
    await dataProvider.getList('notification', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/notification' });
    const filters = {
      gender: 0,
      blood_group: null,
      education_id: null,
      business_type: null,
      business_id: null,
      in_foreign_land: false,
      country: 101,
      state: 4030,
      city: null,
      district_id: 7,
      post_id: null,
      village_id: null,
      allow_member: false,
    };
    await dataProvider.create('notification', {
      data: { title: 'Meeting', description: 'Sunday', ...filters, filters, extra: 1 },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/notification' });
    expect(last().body).toEqual({ title: 'Meeting', description: 'Sunday', ...filters, filters });
    await dataProvider.action('notification', 'resend', { id: 4 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/notification/resend/4' });
    await dataProvider.delete('notification', { id: 4 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/notification/4' });
  });

  it('our server: channels, what a send would reach, one notification and its recipients not reached', async () => {
    await dataProvider.action('notification', 'channels');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/notification/channels' });
    await dataProvider.action('notification', 'reach', {
      data: {
        title: 'Meeting',
        filters: { district_id: 7 },
        channels: ['whatsapp', 'sms', 'push'],
        templates: { whatsapp: 3, sms: 4 },
        extra: 1,
      },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/notification/reach' });
    expect(last().body).toEqual({
      title: 'Meeting',
      filters: { district_id: 7 },
      channels: ['whatsapp', 'sms', 'push'],
      templates: { whatsapp: 3, sms: 4 },
    });
    await dataProvider.getOne('notification', { id: 4 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/notification/4' });
    await dataProvider.action('notification', 'failures', {
      id: 4,
      data: { status: 'failed', page: 2, itemsPerPage: 25 },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/notification/4/failures',
    });
    expect(last().query).toMatchObject({ status: 'failed', page: '2', itemsPerPage: '25' });
  });

  it('our server: message templates, and a member’s consent to messages', async () => {
    await dataProvider.getList('message-templates', listParams());
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/message-templates' });
    const template = {
      channel: 'sms',
      name: '64f0c0ffee',
      dlt_template_id: '1207170000000000001',
      language: 'gu',
      purpose: 'notification',
      body: '{{1}}: {{2}}',
      variables: ['title', 'description'],
      status: 'approved',
    };
    await dataProvider.create('message-templates', { data: { ...template, id: 9 } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/message-templates' });
    expect(last().body).toEqual(template);
    await dataProvider.update('message-templates', {
      id: 9,
      data: { ...template, id: 9 },
      previousData: { id: 9 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/message-templates/9' });
    await dataProvider.delete('message-templates', { id: 9 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/message-templates/9' });
    await dataProvider.getOne('member-messaging', { id: 12 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/members/12/messaging' });
    const consent: Record<string, unknown> = {
      whatsapp: 'in',
      book: 'out',
      source: 'paper_form',
      whole_family: true,
      family_size: 4,
    };
    await dataProvider.update('member-messaging', {
      id: 12,
      data: consent,
      previousData: { id: 12 },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/frontend/members/12/messaging' });
    expect(last().body).toEqual({
      whatsapp: 'in',
      book: 'out',
      source: 'paper_form',
      whole_family: true,
    });
  });

  it('counts the audience with the members list filters of the same meaning', () => {
    // Never a child (docs/privacy.md "Children"), whatever the filters.
    expect(memberFiltersOf({ allow_member: true, gender: 1 })).toEqual({ adults: '1' });
    expect(
      memberFiltersOf({
        gender: 0,
        blood_group: 'B+',
        business_type: 0,
        business_id: 5,
        in_foreign_land: false,
        country: 101,
        state: 4030,
        district_id: 7,
        post_id: '',
        city: ' Unjha ',
      }),
    ).toEqual({
      adults: '1',
      genderSelected: '0',
      bloodGroupSelected: 'B+',
      businessTypeSelected: '0',
      stateSelected: '4030',
      district_id: '7',
      citySelected: 'Unjha',
    });
    expect(
      memberFiltersOf({
        in_foreign_land: 1,
        country: 38,
        state: 4030,
        business_type: 2,
        business_id: 5,
      }),
    ).toEqual({
      adults: '1',
      in_foreign_land: '1',
      countryselected: '38',
      businessTypeSelected: '2',
      businessSelected: '5',
    });
  });
});

/** `METHOD /api/frontend/path` patterns of one table entry; `:id` stands for any row. */
function expected(endpoint: Endpoint, fallback: string): [string, RegExp] {
  const method = (endpoint.methodOverride ? 'post' : (endpoint.method ?? fallback)).toUpperCase();
  const path = typeof endpoint.path === 'function' ? endpoint.path('ID') : endpoint.path;
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('ID', '[^/]+');
  return [method, new RegExp(`^/api/frontend/${pattern}$`)];
}

function entriesOf(name: string, entry: ResourceEndpoints): [string, string, RegExp][] {
  const rows: [string, Endpoint, string][] = [];
  if (entry.list) rows.push(['list', { path: entry.list }, 'get']);
  if (entry.one) rows.push(['one', { path: entry.one }, 'get']);
  if (entry.create) rows.push(['create', entry.create, 'post']);
  if (entry.update) rows.push(['update', entry.update, 'put']);
  if (entry.delete)
    rows.push([
      'delete',
      typeof entry.delete === 'function' ? { path: entry.delete } : entry.delete,
      'delete',
    ]);
  for (const [action, endpoint] of Object.entries(entry.actions ?? {}))
    rows.push([`actions.${action}`, endpoint, 'get']);
  return rows.map(([kind, endpoint, fallback]) => [
    `${name}.${kind}`,
    ...expected(endpoint, fallback),
  ]);
}

describe('the endpoint table', () => {
  it('has every entry exercised by a test of this file', () => {
    const entries = [
      ...Object.entries(resources).flatMap(([name, entry]) =>
        entriesOf(name, entry as ResourceEndpoints),
      ),
      ...Object.entries(callTable).map(
        ([name, endpoint]) => [`calls.${name}`, ...expected(endpoint, 'get')] as const,
      ),
    ];
    expect(entries.length).toBeGreaterThan(40);
    const untested = entries
      .filter(([, method, path]) => !made.some((c) => c.method === method && path.test(c.path)))
      .map(([name]) => name);
    expect(untested).toEqual([]);
  });
});
