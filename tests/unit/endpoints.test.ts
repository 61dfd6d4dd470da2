import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http';
import { API, recordingServer } from './recorder';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => recorder.reset());
afterAll(() => recorder.server.close());

const dataProvider = createDataProvider(createHttpClient(`${API}/api/frontend`));
const last = () => recorder.calls[recorder.calls.length - 1]!;
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

describe('masters (spec §7 "Masters")', () => {
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
