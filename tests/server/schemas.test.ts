import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { listOf, named } from '../../shared/contract/envelopes.js';
import { freshServer, signedInServer } from './helpers.js';

const api = signedInServer();

describe('response schemas', () => {
  it('drop a column the handler did not mean to send', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/users', { schema: { response: { 200: listOf(named) } } }, async () => ({
      data: [
        { id: 1, name: 'Asha', password_hash: 'scrypt$secret' } as { id: number; name: string },
      ],
      total: 1,
    }));
    const response = await app.inject({ url: '/users' });
    expect(response.json()).toEqual({ data: [{ id: 1, name: 'Asha' }], total: 1 });
    expect(response.body).not.toContain('secret');
  });

  it('keep internal member columns out of GET /members/{id}', async () => {
    const { body } = await api.get('members/1');
    expect(body.data.id).toBe(1);
    for (const column of [
      'show_mobile',
      'show_address',
      'country_id',
      'state_id',
      'created_at',
      'updated_at',
    ])
      expect(body.data, column).not.toHaveProperty(column);
  });

  it('answer a query the route does not take with 422 in the contract shape', async () => {
    const { status, body } = await api.get('committee/list?page=0&itemsPerPage=abc');
    expect(status).toBe(422);
    expect(body.errors.page).toBeDefined();
    expect(body.errors.itemsPerPage).toBeDefined();
    expect(typeof body.message).toBe('string');
  });
});

/** Every route the server answers, as `METHOD /path`, from Fastify's printed route tree. */
const routesOf = (printed: string) => {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
};

describe('the OpenAPI document', () => {
  it('lists every route of the API, generated from the route schemas', async () => {
    await api.server.app.ready();
    const document = api.server.app.swagger() as {
      paths: Record<string, Record<string, { responses?: object }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = routesOf(api.server.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.includes(' /api/frontend/') || r.includes(' /auth/'),
    );
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods))
        expect(
          Object.keys(operation.responses ?? {}).filter((code) => /^2\d\d$/.test(code)),
          `${method} ${path} answers with a schema`,
        ).not.toEqual([]);
  });

  it('describes the member form as multipart with a binary photo', async () => {
    const document = api.server.app.swagger() as {
      paths: Record<
        string,
        {
          post: {
            requestBody: {
              content: Record<
                string,
                { schema: { properties: Record<string, { format?: string }> } }
              >;
            };
          };
        }
      >;
    };
    const content = document.paths['/api/frontend/members']!.post.requestBody.content;
    expect(Object.keys(content)).toContain('multipart/form-data');
    expect(content['multipart/form-data']!.schema.properties.photo!.format).toBe('binary');
  });

  it('is served at /api/docs when enabled, and not otherwise', async () => {
    expect((await api.server.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const docs = await freshServer({ apiDocs: true });
    try {
      const json = await docs.app.inject({ url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(Object.keys(json.json().paths)).toContain('/api/frontend/committee/list');
      const page = await docs.app.inject({ url: '/api/docs' });
      expect(page.statusCode).toBeLessThan(400);
    } finally {
      await docs.close();
    }
  });
});
