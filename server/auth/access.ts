import { requestContext } from '@fastify/request-context';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { mayAccess, type AccessResource } from '../../shared/access.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import { say } from '../../shared/contract/say.js';
import type { Term } from '../../shared/messages.js';
import { ApiError, invalid, notFound } from '../http/errors.js';

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

/** The districts the request's account sees (null: every district). */
export const districtScope = (request: FastifyRequest): DistrictScope =>
  request.user?.districts ?? null;

/**
 * The districts of the account whose request is being served, for code that has
 * no request at hand (a row's shape); every district outside a request (the
 * command line, the nightly jobs).
 */
export const currentScope = (): DistrictScope => {
  const request = requestContext.get('request');
  return request ? districtScope(request) : null;
};

/**
 * True when a member living in `districtId` is shown in full to the account being
 * served; outside its districts a member is named only (no mobile, no photo).
 */
export const shownInFull = (districtId: number | null | undefined): boolean =>
  inScope(districtId, currentScope());

/**
 * A district filter narrowed to the account's districts: what it asked within its
 * scope, its whole scope when it asked for none. A coordinator asking only for
 * other districts gets a filter no member matches (district 0), never everyone.
 */
export function withinScope(
  asked: readonly number[] | undefined,
  scope: DistrictScope,
): number[] | undefined {
  if (!scope) return asked ? [...asked] : undefined;
  if (!asked) return [...scope];
  const kept = asked.filter((id) => scope.includes(id));
  return kept.length ? kept : [0];
}

/** True when a member living in `districtId` is within the account's districts. */
export const inScope = (districtId: number | null | undefined, scope: DistrictScope): boolean =>
  !scope || (districtId !== null && districtId !== undefined && scope.includes(districtId));

/**
 * A member of another district is not found for a coordinator (an edit, a removal,
 * a seat on a committee): 404, as if it did not exist.
 */
export async function checkMemberInScope(
  db: Kysely<Database>,
  request: FastifyRequest,
  id: number | null | undefined,
  /** What the path names (a donor entry of that member); the member itself unless said. */
  term: Term = 'member',
) {
  const scope = districtScope(request);
  if (!scope || !id) return;
  const member = await db
    .selectFrom('members')
    .select('district_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (member && !inScope(member.district_id, scope)) throw notFound(term);
}

/**
 * Members named inside a body (a seat's member, a donor entry's member) must live
 * within the account's districts: 422 under `field` otherwise, so a coordinator
 * cannot reach another district's record by naming it (docs/security.md "Roles").
 * Ids that name nobody are left to the route's own "not found".
 */
export async function checkNamedMembersInScope(
  db: Kysely<Database>,
  scope: DistrictScope,
  field: string,
  ids: readonly (number | null | undefined)[],
) {
  const named = ids.filter((id): id is number => typeof id === 'number' && id > 0);
  if (!scope || !named.length) return;
  const outside = await db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', named)
    .where((eb) => eb.or([eb('district_id', 'is', null), eb('district_id', 'not in', scope)]))
    .executeTakeFirst();
  if (outside) throw invalid(field, say('member_outside_scope'));
}

/**
 * Places named inside a body (a notification's district, post or village filter)
 * must lie within the account's districts: 422 under the field otherwise.
 */
export async function checkPlacesInScope(
  db: Kysely<Database>,
  scope: DistrictScope,
  places: { district_id?: unknown; post_id?: unknown; village_id?: unknown },
) {
  if (!scope) return;
  const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
  const district = idOf(places.district_id);
  if (district && !scope.includes(district))
    throw invalid('district_id', say('district_outside_scope'));
  const checks = [
    ['post_id', idOf(places.post_id)],
    ['village_id', idOf(places.village_id)],
  ] as const;
  for (const [field, id] of checks) {
    if (!id) continue;
    const place =
      field === 'post_id'
        ? await db.selectFrom('posts').select('district_id').where('id', '=', id).executeTakeFirst()
        : await db
            .selectFrom('villages')
            .innerJoin('posts', 'posts.id', 'villages.post_id')
            .select('posts.district_id')
            .where('villages.id', '=', id)
            .executeTakeFirst();
    if (place && !inScope(place.district_id, scope))
      throw invalid(field, say('place_outside_scope'));
  }
}
