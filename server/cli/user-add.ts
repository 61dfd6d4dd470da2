import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../lib/passwords.js';
import { email, fail, openDatabase, parseOrExit, password, readPassword } from './account.js';

/**
 * `npm run user:add -- --email E --name N`: creates a back-office account.
 * The password comes from USER_PASSWORD, or is asked for (not echoed).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
});

const input = parseOrExit(
  z.object({ email, name: z.string().trim().min(1, '--name is required.').max(150), password }),
  { email: values.email ?? '', name: values.name ?? '', password: await readPassword() },
);

const db = await openDatabase();
const taken = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', input.email)
  .executeTakeFirst();
if (taken) {
  await db.destroy();
  fail(
    `An account with ${input.email} already exists. Change its password with npm run user:password.`,
  );
}
await db
  .insertInto('users')
  .values({
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
  })
  .execute();
await db.destroy();
process.stdout.write(`Created the account ${input.email}. Sign in with it at /login.\n`);
