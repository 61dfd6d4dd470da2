import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { audit } from '../audit/audit.js';
import { writeRole } from '../accounts/accounts.js';
import { ROLES, type Role } from '../../shared/contract/access.js';
import { fail } from './account.js';

/** `--role` as given, or a clear exit. */
export function roleOf(text: string | undefined, fallback?: Role): Role {
  const value = (text ?? fallback ?? '').trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(value)) return value as Role;
  fail(`--role must be one of ${ROLES.join(', ')}.`, 2);
}

/**
 * `--districts "Mehsana,Patan"` (names, or ids) as district ids: every one must
 * exist; a coordinator needs at least one, the other roles none.
 */
export async function districtsOf(
  db: Kysely<Database>,
  role: Role,
  text: string | undefined,
): Promise<number[]> {
  const asked = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (role !== 'coordinator') {
    if (asked.length) fail(`Only a coordinator has districts; ${role}s see every district.`, 2);
    return [];
  }
  if (!asked.length) fail('A coordinator needs --districts "Name,Name" (names or ids).', 2);
  const districts = await db.selectFrom('districts').select(['id', 'name']).execute();
  const ids: number[] = [];
  for (const part of asked) {
    const found = districts.find(
      (d) => String(d.id) === part || d.name.toLowerCase() === part.toLowerCase(),
    );
    if (!found)
      fail(`No district "${part}". Districts: ${districts.map((d) => d.name).join(', ')}.`, 2);
    ids.push(found.id);
  }
  return [...new Set(ids)];
}

/** Gives the account its role and districts, in one transaction with its audit event. */
export async function setRole(
  db: Kysely<Database>,
  user: { id: number; email: string },
  role: Role,
  districts: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('role')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const namesOf = async (ids: number[]) =>
      ids.length
        ? (
            await trx
              .selectFrom('districts')
              .select('name')
              .where('id', 'in', ids)
              .orderBy('name')
              .execute()
          )
            .map((d) => d.name)
            .join(', ')
        : '';
    const had = (
      await trx
        .selectFrom('user_districts')
        .select('district_id')
        .where('user_id', '=', user.id)
        .execute()
    ).map((d) => d.district_id);
    await writeRole(trx, user.id, role, districts);
    await audit(trx, {
      action: 'update',
      resource: 'users',
      recordId: user.id,
      label: user.email,
      changes: {
        role: [before.role, role],
        districts: [await namesOf(had), await namesOf(districts)],
      },
    });
  });
}
