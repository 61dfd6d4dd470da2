import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.js';
import { email, fail, openDatabase, parseOrExit, password, readPassword } from './account.js';
import { districtsOf, roleOf, setRole } from './roles.js';

/**
 * `npm run user:add -- --email E --name N [--role administrator|coordinator|viewer]
 * [--districts "Mehsana,Patan"]`: creates a back-office account (an administrator
 * unless told otherwise; a coordinator looks after the districts given, by name or
 * id). The password comes from USER_PASSWORD, or is asked for (not echoed).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    districts: { type: 'string' },
  },
});
const role = roleOf(values.role, 'administrator');

const input = parseOrExit(
  z.object({ email, name: z.string().trim().min(1, '--name is required.').max(150), password }),
  { email: values.email ?? '', name: values.name ?? '', password: await readPassword() },
);

const db = await openDatabase();
const districts = await districtsOf(db, role, values.districts);
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
const { id } = await db
  .insertInto('users')
  .values({
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await setRole(db, { id, email: input.email }, role, districts);
await db.destroy();
process.stdout.write(`Created the account ${input.email} (${role}). Sign in with it at /login.\n`);
