import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '../../src/dashboard/dashboardApi';
import { createDataProvider } from '../../src/providers/dataProvider';
import { lookups, type ResourceEndpoints } from '../../src/providers/endpoints';
import { createHttpClient } from '../../src/providers/http';
import { resources } from '../../src/resources';
import { API, recordingServer } from './recorder';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => recorder.reset());
afterAll(() => recorder.server.close());

const http = createHttpClient(`${API}/api/frontend`);
const dataProvider = createDataProvider(http, resources);
const last = () => recorder.calls[recorder.calls.length - 1]!;

describe('lookups (docs/product.md §7 "Auth and lookups")', () => {
  const cases: [keyof typeof lookups, Record<string, unknown>, string, Record<string, string>][] = [
    ['district', {}, '/api/frontend/district', {}],
    ['education', {}, '/api/frontend/education', {}],
    ['countries', {}, '/api/frontend/countries', {}],
    ['states', { country_id: 101 }, '/api/frontend/states', { country_id: '101' }],
    ['businesses', {}, '/api/frontend/businesses', {}],
    ['relations', {}, '/api/frontend/relations', {}],
    ['members', {}, '/api/frontend/members', {}],
    ['memberSearch', { search: 'ram' }, '/api/frontend/members/search', { search: 'ram' }],
    ['post', { district_id: 3 }, '/api/frontend/post', { district_id: '3' }],
    ['village', { post_id: 7 }, '/api/frontend/village', { post_id: '7' }],
    ['postDistricts', {}, '/api/frontend/post/district', {}],
    ['villagePosts', {}, '/api/frontend/village/post', {}],
    ['auditAccounts', {}, '/api/frontend/audit/accounts', {}],
  ];

  it('covers every lookup in the endpoint table', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(lookups).sort());
  });

  it.each(cases)('%s → GET %s', async (name, query, path, expectedQuery) => {
    recorder.answer(() => ({ data: [{ id: 1, name: 'Mehsana' }] }));
    const rows = await dataProvider.getLookup(name, query);
    expect(rows).toEqual([{ id: 1, name: 'Mehsana' }]);
    expect(last()).toMatchObject({ method: 'GET', path, query: expectedQuery, body: undefined });
  });
});

describe('resource calls through the endpoint table', () => {
  const table: Record<string, ResourceEndpoints> = {
    committee: {
      list: 'committee/list',
      one: (id) => `committee/${id}`,
      create: { path: 'committee/add' },
      update: { path: (id) => `committee/edit/${id}` },
      delete: (id) => `committee/${id}`,
      references: { committee_id: 'committee/members' },
    },
    gallery: { update: { method: 'post', path: (id) => `gallery/${id}` } },
  };
  const provider = createDataProvider(http, table);

  it('getList sends page, itemsPerPage, sortBy, sortDesc, search and filters under their own names', async () => {
    recorder.answer(() => ({ data: [{ id: 1, name: 'Yuvak Mandal' }], total: 31 }));
    const result = await provider.getList('committee', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {
        q: ' mandal ',
        positionSelected: ['Pramukh', 'Mantri'],
        districtSelected: 4,
        empty: '',
      },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Yuvak Mandal' }], total: 31 });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/frontend/committee/list',
      query: {
        page: '2',
        itemsPerPage: '10',
        sortBy: 'name',
        sortDesc: 'true',
        search: 'mandal',
        'positionSelected[]': ['Pramukh', 'Mantri'],
        districtSelected: '4',
      },
    });
    expect(last().query).not.toHaveProperty('empty');
  });

  it('getList sends -1 for "All" and leaves out a blank search', async () => {
    await provider.getList('committee', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '   ' },
    });
    expect(last().query).toEqual({
      page: '1',
      itemsPerPage: '-1',
      sortBy: 'id',
      sortDesc: 'false',
    });
  });

  it('getOne reads { data }', async () => {
    recorder.answer(() => ({ data: { id: 5, name: 'Karobari Samiti' } }));
    const { data } = await provider.getOne('committee', { id: 5 });
    expect(data).toEqual({ id: 5, name: 'Karobari Samiti' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/frontend/committee/5' });
  });

  it('create POSTs the record as JSON and returns the saved record', async () => {
    recorder.answer(() => ({
      message: 'Committee added.',
      data: { id: 9, name: 'Seva Samiti', status: 1 },
    }));
    const { data } = await provider.create('committee', { data: { name: 'Seva Samiti' } });
    expect(data).toEqual({ id: 9, name: 'Seva Samiti', status: 1 });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/frontend/committee/add',
      body: { name: 'Seva Samiti' },
    });
  });

  it('update PUTs, or POSTs where the table says so', async () => {
    recorder.answer(() => ({ message: 'Saved.' }));
    const { data } = await provider.update('committee', {
      id: 4,
      data: { status: false },
      previousData: { id: 4, name: 'Yuvak Mandal', status: true },
    });
    expect(data).toEqual({ id: 4, name: 'Yuvak Mandal', status: false });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/api/frontend/committee/edit/4',
      body: { status: false },
    });
    await provider.update('gallery', {
      id: 2,
      data: { name: 'x' },
      previousData: { id: 2, name: '' },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/frontend/gallery/2' });
  });

  it('sends a place’s Gujarati name to our server, and nothing of it to a backend whose records have none', async () => {
    recorder.answer(() => ({ message: 'Saved.' }));
    await dataProvider.update('village', {
      id: 7,
      data: {
        id: 7,
        name: 'Kansa',
        name_gu: 'કાંસા',
        post_id: 3,
        post: { id: 3, name: 'Visnagar' },
      },
      previousData: {
        id: 7,
        name: 'Kansa',
        name_gu: null as string | null,
        post_id: 3,
        post: { id: 3, name: 'Visnagar' },
      },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/api/frontend/village/7',
      body: { name: 'Kansa', name_gu: 'કાંસા', post_id: 3 },
    });
    // The original backend's village: { id, name, post_id } only, the field never typed in.
    await dataProvider.update('village', {
      id: 7,
      data: { id: 7, name: 'Kansa', post_id: 3 },
      previousData: { id: 7, name: 'Kansa', post_id: 3 },
    });
    expect(last()!.body).toEqual({ name: 'Kansa', post_id: 3 });
  });

  it('delete sends DELETE to the row path', async () => {
    const { data } = await provider.delete('committee', {
      id: 3,
      previousData: { id: 3, name: 'x' },
    });
    expect(data).toEqual({ id: 3, name: 'x' });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/frontend/committee/3' });
  });

  it('getManyReference lists by the target under its own name', async () => {
    await provider.getManyReference('committee', {
      target: 'committee_id',
      id: 6,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(last()).toMatchObject({
      path: '/api/frontend/committee/members',
      query: { committee_id: '6', page: '1', itemsPerPage: '25' },
    });
  });

  it('refuses a call the table does not map', async () => {
    await expect(
      provider.getList('gallery', { pagination: { page: 1, perPage: 5 } } as never),
    ).rejects.toThrow(/no list endpoint/);
  });
});

describe('errors', () => {
  it('turns a 422 into HttpError with one message per field', async () => {
    recorder.answer(() =>
      HttpResponse.json(
        {
          message: 'The name is required.',
          code: 'name_required',
          errors: { name: ['The name is required.', 'Second'], city: ['Too long'] },
          error_codes: { name: { code: 'name_required' } },
        },
        { status: 422 },
      ),
    );
    await expect(getDashboard(dataProvider)).rejects.toMatchObject({
      status: 422,
      message: 'The name is required.',
      body: {
        message: 'The name is required.',
        code: 'name_required',
        errors: {
          name: { message: 'The name is required.', code: 'name_required' },
          city: { message: 'Too long' },
        },
      },
    });
  });

  it('keeps the message empty when the server sends none, so nothing is shown', async () => {
    recorder.answer(() => new HttpResponse(null, { status: 500 }));
    await expect(dataProvider.getLookup('district')).rejects.toMatchObject({
      status: 500,
      message: '',
    });
  });
});
