import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';

/** Where a Gujarati name must be unique: all districts, or the posts of one district, the villages of one post. */
export type GujaratiNameScope =
  | { table: 'districts' }
  | { table: 'posts'; parent: { column: 'district_id'; id: number } }
  | { table: 'villages'; parent: { column: 'post_id'; id: number } };

const TERMS = { districts: 'district', posts: 'post', villages: 'village' } as const;

/**
 * Refuses a Gujarati name another place of the same kind already has under the
 * same parent (409 under `name_gu`): the import finds places by it, so it must
 * name one place, as the English name does.
 */
export async function refuseTakenGujaratiName(
  db: Kysely<Database>,
  scope: GujaratiNameScope,
  value: string,
  exceptId?: number,
): Promise<void> {
  if (await gujaratiNameTaken(db, scope, value, exceptId)) {
    const message = say('name_gu_taken', { label: TERMS[scope.table], name: value });
    throw new ApiError(409, message, { name_gu: [message] });
  }
}

/** Whether another place of the same kind under the same parent has this Gujarati name. */
export async function gujaratiNameTaken(
  db: Kysely<Database>,
  scope: GujaratiNameScope,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(scope.table as 'villages')
    .select('id')
    .where(sql`lower(name_gu)`, '=', value.toLowerCase());
  if ('parent' in scope) query = query.where(sql.ref(scope.parent.column), '=', scope.parent.id);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}
