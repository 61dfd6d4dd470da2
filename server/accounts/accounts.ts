import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../http/errors.js';
import type { AccountRow } from '../../shared/contract/account.js';
import type { Role } from '../../shared/contract/access.js';
import { say } from '../../shared/contract/say.js';

/** A sign-in link works this long (docs/security.md "Accounts"). */
export const LINK_HOURS = 48;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One account as the Accounts screen shows it, or 404. */
export async function readAccount(db: Kysely<Database>, id: number): Promise<AccountRow> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'disabled_at', 'password_hash', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound('account');
  const [districts, link] = await Promise.all([
    db
      .selectFrom('user_districts')
      .innerJoin('districts', 'districts.id', 'user_districts.district_id')
      .select(['districts.id', 'districts.name', 'districts.name_gu'])
      .where('user_districts.user_id', '=', id)
      .orderBy('districts.name')
      .execute(),
    db
      .selectFrom('sign_in_links')
      .select('expires_at')
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('expires_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    districts,
    state: user.disabled_at ? 'disabled' : user.password_hash ? 'active' : 'invited',
    link_expires_at: link?.expires_at ?? null,
    created_at: String(user.created_at),
  };
}

/** The account as the audit log compares it: districts by name. */
export const accountView = (row: AccountRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  districts: row.districts.map((d) => d.name).join(', '),
});

/** Writes the role and districts (a coordinator's only); every district must exist. */
export async function writeRole(
  trx: Kysely<Database>,
  userId: number,
  role: Role,
  districts: readonly number[],
): Promise<void> {
  const kept = role === 'coordinator' ? [...new Set(districts)] : [];
  if (kept.length) {
    const found = await trx.selectFrom('districts').select('id').where('id', 'in', kept).execute();
    if (found.length !== kept.length) {
      const message = say('not_found', { what: 'district' });
      throw new ApiError(422, message, { districts: [message] });
    }
  }
  await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
  await trx.deleteFrom('user_districts').where('user_id', '=', userId).execute();
  if (kept.length)
    await trx
      .insertInto('user_districts')
      .values(kept.map((district_id) => ({ user_id: userId, district_id })))
      .execute();
}

/**
 * Refuses to leave the directory without an active administrator: `userId` is
 * about to stop being one (demoted or disabled).
 */
export async function keepAnAdministrator(trx: Kysely<Database>, userId: number): Promise<void> {
  const others = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'administrator')
    .where('disabled_at', 'is', null)
    .where('id', '<>', userId)
    .limit(1)
    .execute();
  if (!others.length) {
    const message = say('last_administrator');
    throw new ApiError(409, message, { role: [message] });
  }
}

/**
 * A new one-time sign-in link for the account, valid for LINK_HOURS; the links it
 * had end. Only the token's hash is stored: the path is shown once.
 */
/** A sign-in link just made: the SPA's path holding its token, and when it stops working. */
export interface IssuedLink {
  path: string;
  expires_at: string;
}

export async function issueLink(
  trx: Kysely<Database>,
  userId: number,
  createdBy: number | null,
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expires_at = new Date(Date.now() + LINK_HOURS * 3_600_000).toISOString();
  await trx
    .updateTable('sign_in_links')
    .set({ expires_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('sign_in_links')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at, created_by: createdBy })
    .execute();
  return { path: `/welcome/${token}`, expires_at };
}
