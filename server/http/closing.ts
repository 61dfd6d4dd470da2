import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have just answered. */
const LOOK_MS = 100;

/**
 * A closing server lets go of each kept-alive connection as soon as its last answer
 * has left. Fastify closes the connections idle when `close()` begins and answers any
 * new request with 503; but a connection whose request was still being answered then
 * (a browser's, a proxy's, a provider's receipt) went back to waiting for its next
 * request, and the server's close waited for it to time out: Fastify's keep-alive of
 * 72 seconds, past a test's hook and many a service manager's patience. While the
 * server closes, the connections idle by then are closed every tenth of a second.
 */
export function registerQuickClose(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (server.listening) {
      const look = setInterval(() => server.closeIdleConnections(), LOOK_MS);
      look.unref();
      server.once('close', () => clearInterval(look));
    }
    done();
  });
}
