import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();

/** Every list that takes `search`, with the parent ids the nested ones need. */
const searchable = [
  'business/list',
  'education/list',
  'district/list',
  'post/list',
  'village/list',
  'contacts',
  'committee/list',
  'committee/members?committee_id=1',
  'donor/list',
  'donor/members?donor_id=1',
  'admin/list',
  'members/list',
  'members/search',
  'members',
  'members/export',
];
/** Input that is syntax somewhere: LIKE wildcards, FTS5 operators, quotes. */
const awkward = ['%', '_', '\\', '"', 'NEAR(', '*', 'abc*', '"abc', "O'Brien", 'a OR b'];
const withSearch = (path: string, term: string) =>
  `${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(term)}`;

describe('awkward searches answer rows or none, never an error', () => {
  it.each(searchable)('%s', async (path) => {
    for (const term of awkward) {
      const response = await api.server.app.inject({
        url: `/api/frontend/${withSearch(path, term)}`,
        headers: { cookie: api.session.cookie },
      });
      expect(response.statusCode, `${path} ${term}`).toBe(200);
      expect(Array.isArray(response.json().data), `${path} ${term}`).toBe(true);
    }
    // A NUL byte is refused at the edge, before any database sees it.
    const nul = await api.server.app.inject({
      url: `/api/frontend/${withSearch(path, 'a\u0000bc')}`,
      headers: { cookie: api.session.cookie },
    });
    expect(nul.statusCode, `${path} NUL`).toBe(400);
    expect(nul.json().code).toBe('nul_character');
  });
});

describe('searches are literal', () => {
  it.each([
    ['district/list', 'district', {}],
    ['education/list', 'education/add', {}],
    ['committee/list', 'committee/add', {}],
    ['donor/list', 'donor/add', {}],
  ] as const)('%s matches _, %% and \\ as themselves', async (list, add, extra) => {
    for (const name of ['Plain name', 'Under_score', '50% club', 'Back\\slash']) {
      const created = await api.send('POST', add, { name, ...extra });
      expect(created.status, created.body.message).toBe(201);
    }
    for (const [term, expected] of [
      ['_', 'Under_score'],
      ['%', '50% club'],
      ['\\', 'Back\\slash'],
    ]) {
      const found = await api.get(`${list}?search=${encodeURIComponent(term!)}`);
      expect(found.body.data.map((row: { name: string }) => row.name)).toEqual([expected]);
    }
  });
});
