import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Term } from '../../shared/messages.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
/** Tables whose names are unique, ignoring case (a unique index on lower(name) backs it). */
export type NamedTableName = 'districts' | 'education' | 'business_types' | 'committees' | 'donors';

/**
 * Refuses a second row with the same name, ignoring case: 409 with the message
 * under the name field. The unique index catches what two requests racing each
 * other would slip past this check.
 */
export async function refuseDuplicateName(
  db: Kysely<Database>,
  table: NamedTableName,
  label: Term,
  value: string,
  exceptId?: number,
): Promise<void> {
  let query = db
    .selectFrom(table as 'districts')
    .select('id')
    .where(sql`lower(name)`, '=', value.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) {
    const message = say('name_taken', { label, name: value });
    throw new ApiError(409, message, { name: [message] });
  }
}
