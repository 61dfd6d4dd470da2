import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { mayAccess, type AccessResource } from '../../shared/access.js';
import { say } from '../../shared/contract/say.js';
import { ApiError } from '../http/errors.js';

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
 * onRequest hook of the API, after the session: the one place that decides whether
 * an account may write (or, for the few routes that say so, read) through a route.
 * A viewer writes nothing; a coordinator only where the route names coordinators.
 * A 403 with its message code otherwise.
 */
export function allowedToWrite(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const user = request.user;
  const { config } = request.routeOptions;
  if (!user || config.public) return done();
  const action = READS.has(request.method) ? 'read' : (config.access?.action ?? 'write');
  if (mayAccess(user.role, config.access?.resource, action)) done();
  else done(new ApiError(403, say('not_allowed')));
}

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
