import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The page's own origin (jsdom's), so the browser-side client makes same-origin
 * calls, as it does against our server (jsdom enforces CORS on cross-origin ones).
 */
export const API = 'http://localhost:3000';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Headers;
}

/**
 * An msw server that answers every request under API with `reply(recorded)`
 * (default `{ data: [], total: 0 }`) and records what the client sent.
 */
export function recordingServer() {
  const calls: Recorded[] = [];
  let reply: (call: Recorded) => Response | JsonBodyType = () => ({ data: [], total: 0 });
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = key.endsWith('[]') ? values : values[0]!;
      }
      const text = request.method === 'GET' ? '' : await request.text();
      const call: Recorded = {
        method: request.method,
        path: url.pathname,
        query,
        body: !text
          ? undefined
          : request.headers.get('content-type')?.includes('json')
            ? JSON.parse(text)
            : text,
        headers: request.headers,
      };
      calls.push(call);
      const answer = reply(call);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return {
    server,
    calls,
    answer(fn: typeof reply) {
      reply = fn;
    },
    reset() {
      calls.length = 0;
      reply = () => ({ data: [], total: 0 });
    },
  };
}
