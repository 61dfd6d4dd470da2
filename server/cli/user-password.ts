import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.js';
import { endAllSessions } from '../auth/sessions.js';
import { email, fail, openDatabase, parseOrExit, password, readPassword } from './account.js';

/**
 * `npm run user:password -- --email E`: sets a new password for an account and
 * signs it out everywhere, so a leaked password or a lost phone stops working at
 * once. The password comes from USER_PASSWORD, or is asked for (not echoed).
 * `--sign-out-only` keeps the password and only ends the sessions.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, 'sign-out-only': { type: 'boolean', default: false } },
});
const signOutOnly = values['sign-out-only'] ?? false;

const input = parseOrExit(z.object({ email, password: signOutOnly ? z.any() : password }), {
  email: values.email ?? '',
  password: signOutOnly ? null : await readPassword(),
});

const db = await openDatabase();
const user = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', input.email)
  .executeTakeFirst();
if (!user) {
  await db.destroy();
  fail(`There is no account with ${input.email}.`);
}
if (!signOutOnly) {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password as string) })
    .where('id', '=', user.id)
    .execute();
}
const ended = await endAllSessions(db, user.id);
await db.destroy();
process.stdout.write(
  `${signOutOnly ? '' : `Changed the password of ${input.email}. `}Signed it out of ${ended} session${ended === 1 ? '' : 's'}.\n`,
);
