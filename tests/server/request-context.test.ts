import Fastify from 'fastify';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentRequest,
  enterAgain,
  registerRequestContext,
} from '../../server/http/request-context.js';

/**
 * `currentRequest` over real sockets (server/http/request-context.ts): each request
 * is entered once and never restored, so requests pipelined on one keep-alive
 * connection, parsed in one callback, must each still see themselves, before and
 * after an await, and nothing outside a request may see one.
 */
describe('the request being served', () => {
  const app = Fastify();
  let client: Client;
  const outside: unknown[] = [];
  const whoAmI = () => (currentRequest()?.headers['x-who'] as string | undefined) ?? 'nobody';

  beforeAll(async () => {
    registerRequestContext(app);
    app.get('/now', async () => ({ who: whoAmI() }));
    app.get('/later', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { who: whoAmI() };
    });
    app.post('/body', { preValidation: enterAgain }, async (request) => ({
      who: whoAmI(),
      body: request.body,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // One connection, ten requests on it at once: several arrive in one read.
    client = new Client(`http://127.0.0.1:${port}`, { pipelining: 10 });
  });
  afterAll(async () => {
    await client.close();
    await app.close();
  });

  const ask = async (path: string, who: string, body?: object) => {
    const response = await client.request({
      path,
      method: body ? 'POST' : 'GET',
      headers: { 'x-who': who, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    return (await response.body.json()) as { who: string };
  };

  it('is each pipelined request itself, at once, after an await and with a body', async () => {
    const asked = Array.from({ length: 60 }, (_, i) => {
      const path = ['/now', '/later', '/body'][i % 3]!;
      return { path, who: `account-${i}` };
    });
    const answers = await Promise.all(
      asked.map(({ path, who }) => ask(path, who, path === '/body' ? { n: who } : undefined)),
    );
    expect(answers.map((a) => a.who)).toEqual(asked.map((a) => a.who));
  });

  it('is nobody outside a request, after requests were served on the connection', async () => {
    const fired = new Promise<void>((resolve) =>
      setTimeout(() => {
        outside.push(whoAmI());
        resolve();
      }, 50),
    );
    await ask('/now', 'someone');
    await fired;
    expect(outside).toEqual(['nobody']);
  });
});
