import { beforeAll, describe, expect, it } from 'vitest';
import { memberSession, signedInServer, type Session } from './helpers.js';
import { memberForm, postMultipart } from './member-fixtures.js';

/**
 * No 500 on either database (this file runs on SQLite and PostgreSQL): a NUL
 * character anywhere is refused at the edge with a code, integers beyond a
 * column's range are refused by the schema, and a value of the wrong kind (an
 * object where a number or text belongs) is a 422 (docs/security.md "Input").
 */
const api = signedInServer();

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
async function operations() {
  await api.server.app.ready();
  const document = api.server.app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(
          Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {},
        ),
      })),
  );
}
// The member page's routes are tried with a member session, the others with the office's.
let member: Session;
beforeAll(async () => {
  const head = await api.server.db
    .selectFrom('members')
    .select('id')
    .where('is_head', '=', 1)
    .where('date_of_birth', '<', '1990-01-01')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  member = await memberSession(api.server, head.id);
});
const headers = (path = '') => {
  const session = path.startsWith('/api/member/') ? member : api.session;
  return { cookie: session.cookie, 'x-xsrf-token': session.xsrf };
};
const urlOf = (path: string) => path.replace(/\{token\}/g, 'x'.repeat(43)).replace(/\{\w+\}/g, '1');
// Sign-outs would end the session the sweep uses.
const signsOut = (path: string) => path.includes('/logout') || path.endsWith('/sign-out');

describe('hostile values', () => {
  // The sweeps over every route come last: they spend the sign-in and registration limits.
  it('refuses the audit log asked for an account id beyond the column (422)', async () => {
    const response = await api.get('audit/list?user_id=2147483648');
    expect(response.status).toBe(422);
  });

  it('refuses a NUL inside an otherwise valid member form, multipart or JSON, and the public form; nothing is written', async () => {
    const { db } = api.server;
    const before = (await db.selectFrom('members').select('id').execute()).length;
    const form = await memberForm(db, '9876512001', { first_name: 'Ra\u0000mesh' });
    const multipart = await postMultipart(api.server.app, 'members', form, undefined, api.session);
    expect(multipart.status).toBe(400);
    expect(multipart.body.code).toBe('nul_character');
    expect((await api.send('POST', 'members', form)).status).toBe(400);
    const registered = await postMultipart(api.server.app, 'member/register', form);
    expect(registered.status).toBe(400);
    expect((await db.selectFrom('members').select('id').execute()).length).toBe(before);
  });

  it('refuses business_type sent as an object on the member form and the public form (422)', async () => {
    const form = await memberForm(api.server.db, '9876512002', {
      business_type: { toString: 1 },
    });
    const office = await api.send('POST', 'members', form);
    expect(office.status).toBe(422);
    expect(office.body.error_codes.business_type.code).toBe('business_kind_choose');
    const register = await api.server.app.inject({
      method: 'POST',
      url: '/api/frontend/member/register',
      payload: form,
    });
    expect(register.statusCode).toBe(422);
  });

  it('refuses ids beyond the column inside bodies (422)', async () => {
    const committee = (await api.get('committee/list')).body.data[0].id as number;
    for (const body of [
      { committee_id: committee, member_id: 2147483648, position: 'Member' },
      { committee_id: 2147483648, member_id: 1, position: 'Member' },
      { id: 2147483648, committee_id: committee, member_id: 1, position: 'Member' },
    ]) {
      const answer = await api.send('POST', 'committee/member/manage', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
  });
  it('refuses a NUL in any query parameter or body field with a code, never 500', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of await operations()) {
      if (signsOut(route.path)) continue;
      const attempts: { url: string; payload?: object }[] = [
        ...route.query.map((name) => ({ url: `${urlOf(route.path)}?${name}=a%00b` })),
        ...route.body.map((name) => ({ url: urlOf(route.path), payload: { [name]: 'a\u0000b' } })),
      ];
      for (const attempt of attempts) {
        const response = await api.server.app.inject({
          method: route.method as 'GET',
          headers: headers(route.path),
          ...attempt,
        });
        tried++;
        if (response.statusCode !== 400 || response.json().code !== 'nul_character')
          wrong.push(
            `${route.method} ${attempt.url} ${JSON.stringify(attempt.payload ?? '')}: ${response.statusCode}`,
          );
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(wrong.join('\n')).toBe('');
  });

  it('answers an integer beyond any column, or an object where a value belongs, with 4xx', async () => {
    const wrong: string[] = [];
    for (const route of await operations()) {
      if (signsOut(route.path)) continue;
      const values: unknown[] = [2147483648, '2147483648', -2147483649, { toString: 1 }, [[]]];
      const attempts: { url: string; payload?: object }[] = [
        ...route.query.flatMap((name) =>
          ['2147483648', '99999999999999999999', '-2147483649'].map((v) => ({
            url: `${urlOf(route.path)}?${name}=${v}`,
          })),
        ),
        ...route.body.flatMap((name) =>
          values.map((v) => ({ url: urlOf(route.path), payload: { [name]: v } })),
        ),
      ];
      for (const attempt of attempts) {
        const response = await api.server.app.inject({
          method: route.method as 'GET',
          headers: headers(route.path),
          ...attempt,
        });
        if (response.statusCode >= 500)
          wrong.push(
            `${route.method} ${attempt.url} ${JSON.stringify(attempt.payload ?? '')}: ${response.statusCode}`,
          );
      }
    }
    expect(wrong.join('\n')).toBe('');
  });
});
