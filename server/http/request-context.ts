import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';

const serving = new AsyncLocalStorage<FastifyRequest>();

/**
 * The request being served, for code that has no request at hand: the audit log's
 * actor, a row's district scope, a read's write versions. Undefined outside a
 * request (the command line, the nightly jobs).
 */
export const currentRequest = (): FastifyRequest | undefined => serving.getStore();

/**
 * Makes `currentRequest` answer for every request: the server's first onRequest hook
 * enters the request's context, which the hooks and the handler of a request without
 * a body keep to the end, and whatever they start (promises, timers) keeps after.
 * It is entered for the rest of the socket's callback rather than run around the
 * hooks: Node gives every callback its own context back when it returns, and the
 * next request on the socket enters its own before any code of ours runs, so nothing
 * is left to restore (`run` made two contexts a request, `enterWith` one). This is
 * what @fastify/request-context did with an AsyncResource per request, which cost
 * more than the rest of a short list's hooks together (docs/bench.md, issue 43).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    serving.enterWith(request);
    done();
  });
}

/**
 * A preValidation hook for the routes that take a body (server/http/body-routes.ts):
 * a body arrives on the socket's own events, outside the request's context, so it is
 * entered again when it was lost.
 */
export const enterAgain: preValidationHookHandler = (request, _reply, done) => {
  if (serving.getStore() === request) done();
  else serving.run(request, done);
};
