import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';

/** Methods whose requests Fastify never reads a body for. */
const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** True when one of the route's methods may carry a body. */
const takesBody = (route: RouteOptions) =>
  [route.method].flat().some((method) => !WITHOUT_BODY.has(method));

/**
 * Gives `hooks`, in order, as preValidation hooks to every route registered from
 * here on that takes a body (any method but GET and HEAD), after the server's own:
 * the request's context entered again, the multipart form read, a NUL in the body
 * refused. A GET runs none of them: hooks run only where they matter (docs/bench.md,
 * issue 43).
 */
export function registerBodyHooks(app: FastifyInstance, hooks: preValidationHookHandler[]) {
  app.addHook('onRoute', (route) => {
    if (!takesBody(route)) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(hooks);
  });
}
