import { beforeAll, describe, expect, it } from 'vitest';
import { createImport } from '../../server/import/store.js';
import { signedInServer } from './helpers.js';

const api = signedInServer();

/** Names every JavaScript object inherits: a sort key must never reach them. */
const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'toLocaleString',
];

/** The parent id each nested list needs, from the seeded demo community. */
const PARENTS: Record<string, string> = {
  committee_id: '1',
  donor_id: '1',
  segment_id: '1',
  gallery_id: '1',
  program_id: '1',
  job_id: '1',
  district_id: '1',
  post_id: '1',
};

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
}

/** Every list the API serves: the GET routes whose query takes `sortBy`, from the OpenAPI document. */
let lists: string[] = [];
beforeAll(async () => {
  await api.server.app.ready();
  // The demo community has no import: one to list the rows of.
  PARENTS.import_id = String(
    await createImport(
      api.server.db,
      { name: 'sort.csv', data: Buffer.from('Name,Mobile No.\nAsha Patel,9825070001\n') },
      null,
    ),
  );
  const document = api.server.app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
  };
  lists = Object.entries(document.paths).flatMap(([path, methods]) => {
    const parameters = methods.get?.parameters ?? [];
    if (!parameters.some((p) => p.in === 'query' && p.name === 'sortBy')) return [];
    const required = parameters.filter((p) => p.in === 'query' && p.required);
    const query = required.map((p) => `${p.name}=${PARENTS[p.name] ?? '1'}`).join('&');
    return [`${path}?${query}`];
  });
});

describe('sort keys', () => {
  it('are found in every list', () => {
    expect(lists.length).toBeGreaterThanOrEqual(24);
  });

  it.each(PROTOTYPE_NAMES)(
    '%s answers the default order on every list, never a 500',
    async (name) => {
      for (const list of lists) {
        for (const key of [`sortBy=${name}`, `sortBy[]=${name}&sortDesc[]=true`]) {
          const response = await api.server.app.inject({
            url: `${list}&${key}`,
            headers: { cookie: api.session.cookie },
          });
          expect([200, 422], `${list}&${key}: ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
          if (response.statusCode === 200)
            expect(Array.isArray(response.json().data), `${list}&${key}`).toBe(true);
        }
      }
    },
  );
});
