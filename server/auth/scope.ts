import { currentRequest } from '../http/request-context.js';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import { say } from '../../shared/contract/say.js';
import type { Term } from '../../shared/messages.js';
import { invalid, notFound } from '../http/errors.js';

/**
 * The district scope (docs/security.md "Roles"): a coordinator reaches the
 * members of its districts, and names the rest only. The resources it applies to
 * are marked `scoped` in the access table (shared/access.ts); this file is the one
 * place the scope becomes a query or a check.
 */

/** The districts as an IN list that is never empty: an account with none matches nobody (district 0). */
export const districtList = (scope: readonly number[]): number[] =>
  scope.length ? [...scope] : [0];

/**
 * The members an account reaches: every member, or only those of its districts.
 * Each read or check narrowed by the scope starts from this one query.
 */
export const scopedMembers = (db: Kysely<Database>, scope: DistrictScope) => {
  const members = db.selectFrom('members');
  return scope ? members.where('members.district_id', 'in', districtList(scope)) : members;
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
  const request = currentRequest();
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
  const reached = await scopedMembers(db, scope)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (reached) return;
  const exists = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (exists) throw notFound(term);
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
  const named = [...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0))];
  if (!scope || !named.length) return;
  const count = (rows: { id: number }[]) => rows.length;
  const [reached, existing] = await Promise.all([
    scopedMembers(db, scope).select('members.id').where('members.id', 'in', named).execute(),
    db.selectFrom('members').select('id').where('id', 'in', named).execute(),
  ]);
  if (count(reached) < count(existing)) throw invalid(field, say('member_outside_scope'));
}

/** The district a place lies in: a district's own, a post's, a village's post's. */
export async function districtOf(
  db: Kysely<Database>,
  kind: 'district' | 'post' | 'village',
  id: number,
): Promise<number | null> {
  if (kind === 'district') return id;
  const row =
    kind === 'post'
      ? await db.selectFrom('posts').select('district_id').where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('villages')
          .innerJoin('posts', 'posts.id', 'villages.post_id')
          .select('posts.district_id')
          .where('villages.id', '=', id)
          .executeTakeFirst();
  return row?.district_id ?? null;
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
    ['post_id', 'post', idOf(places.post_id)],
    ['village_id', 'village', idOf(places.village_id)],
  ] as const;
  for (const [field, kind, id] of checks) {
    if (!id) continue;
    // A place that does not exist is left to the route's own check.
    const district = await districtOf(db, kind, id);
    if (district !== null && !inScope(district, scope))
      throw invalid(field, say('place_outside_scope'));
  }
}
