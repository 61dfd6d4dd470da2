import type { Kysely } from 'kysely';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { Database } from '../db/types.js';
import { inScope } from '../auth/scope.js';

/**
 * A person inside an event's change text or details, as the log writes them
 * (`personName`: "Name (mobile)"), in a family line, a merge, a seat.
 */
const PERSON = /([^,;()]*?)\s*\((\+?\d[\d -]{5,})\)/g;

type Json = Record<string, unknown> | null;

function strings(value: unknown, into: string[]) {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, into);
}

function replaced(value: unknown, hidden: Set<string>): unknown {
  if (typeof value === 'string')
    return value.replace(PERSON, (whole, _name: string, mobile: string) =>
      hidden.has(mobile) ? '—' : whole,
    );
  if (Array.isArray(value)) return value.map((item) => replaced(item, hidden));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, hidden)]));
  return value;
}

/**
 * The events a coordinator reads, with every person of another district (or one no
 * longer in the directory) inside their changes and details written as "—": an
 * event of its district may name a relative, a merged member or a family member of
 * another district, whose name and mobile the coordinator may not see
 * (docs/security.md "Roles").
 */
export async function withinScopeText<Row extends { changes: Json; details: Json }>(
  db: Kysely<Database>,
  scope: DistrictScope,
  rows: Row[],
): Promise<Row[]> {
  if (!scope) return rows;
  const texts: string[] = [];
  for (const row of rows) strings([row.changes, row.details], texts);
  const mobiles = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PERSON)) mobiles.add(match[2]!);
  if (!mobiles.size) return rows;
  const known = await db
    .selectFrom('members')
    .select(['mobile_no', 'district_id'])
    .where('mobile_no', 'in', [...mobiles])
    .execute();
  const seen = new Set(known.filter((m) => inScope(m.district_id, scope)).map((m) => m.mobile_no));
  const hidden = new Set([...mobiles].filter((mobile) => !seen.has(mobile)));
  if (!hidden.size) return rows;
  return rows.map((row) => ({
    ...row,
    changes: replaced(row.changes, hidden) as Json,
    details: replaced(row.details, hidden) as Json,
  }));
}
