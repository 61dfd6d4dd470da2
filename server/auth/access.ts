import type { FastifyContextConfig, onRequestHookHandler, RouteOptions } from 'fastify';
import { mayAccess, type AccessResource } from '../../shared/access.js';
import { say } from '../../shared/contract/say.js';
import { ApiError } from '../http/errors.js';
import { notSignedIn } from './sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The line of the access table (shared/access.ts) this route answers to, and
     * for a write the action it is (`write` unless named): who may call it. A
     * route without one is read by every signed-in account, within its
     * districts, and written by administrators.
     */
    access?: { resource: AccessResource; action?: string };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onRoute hook of the API: each route gets its own gate, built once from its
 * config, which runs after the session and decides whether the request's account
 * may use the route. A public route has none; any other refuses a request without
 * a signed-in account (401) and one whose role may not do the route's action on
 * its resource (403): a viewer writes nothing, a coordinator only where the route
 * names coordinators, and the few routes that say so are read only by some roles.
 * Built per route, a request reads no route options (docs/bench.md, issue 43).
 */
export const gateEachRoute = (route: RouteOptions): void => {
  const config = route.config as FastifyContextConfig | undefined;
  if (config?.public) return;
  const resource = config?.access?.resource;
  const writing = config?.access?.action ?? 'write';
  const gate: onRequestHookHandler = (request, _reply, done) => {
    const user = request.user;
    if (!user) done(notSignedIn());
    else if (mayAccess(user.role, resource, READS.has(request.method) ? 'read' : writing)) done();
    else done(new ApiError(403, say('not_allowed')));
  };
  route.onRequest = [route.onRequest ?? []].flat().concat(gate);
};

/** A route's line of the access table, as its config names it (none: the defaults). */
export type RouteAccess = { resource: AccessResource; action?: string } | null;

/**
 * An onRoute hook that keeps each route's line of the access table under
 * `METHOD /path/{param}` (the OpenAPI document's names), so the role-matrix test
 * can hold the table against its hand-written expectations.
 */
export const recordAccess =
  (table: Map<string, RouteAccess>) =>
  (route: RouteOptions): void => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat())
      table.set(`${method} ${path}`, route.config?.access ?? null);
  };
