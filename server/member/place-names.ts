import type { Kysely } from 'kysely';
import { GUJARAT_STATE_ID, isGujarat } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import { invalid } from '../http/errors.js';
/** Finds an id by number or by name (case-insensitive) in a names table; 422 under `field`. */
export async function resolveNamed(
  db: Kysely<Database>,
  table: 'countries' | 'states',
  value: number | string,
  field: string,
  message: string,
  countryId?: number,
): Promise<number> {
  let query = db.selectFrom(table).select('id');
  if (typeof value === 'number' || /^\d+$/.test(value))
    query = query.where('id', '=', Number(value));
  else if (table === 'states' && isGujarat(value)) query = query.where('id', '=', GUJARAT_STATE_ID);
  else query = query.where((eb) => eb(eb.fn('lower', ['name']), '=', value.toLowerCase()));
  if (table === 'states' && countryId !== undefined)
    query = (query as typeof query).where('country_id' as never, '=', countryId as never);
  const row = await query.executeTakeFirst();
  if (!row) throw invalid(field, message);
  return row.id;
}
