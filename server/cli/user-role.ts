import { parseArgs } from 'node:util';
import { email, fail, openDatabase, parseOrExit } from './account.js';
import { districtsOf, roleOf, setRole } from './roles.js';

/**
 * `npm run user:role -- --email E --role administrator|coordinator|viewer
 * [--districts "Mehsana,Patan"]`: changes an account's role and districts (the
 * recovery path when no administrator can sign in). It holds within two seconds
 * on every process. The last administrator is never demoted.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, districts: { type: 'string' } },
});
const address = parseOrExit(email, values.email ?? '');
const role = roleOf(values.role);
const db = await openDatabase();
const user = await db
  .selectFrom('users')
  .select(['id', 'email', 'role'])
  .where('email', '=', address)
  .executeTakeFirst();
if (!user) {
  await db.destroy();
  fail(`No account with ${address}. Create one with npm run user:add.`);
}
if (user.role === 'administrator' && role !== 'administrator') {
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'administrator')
    .where('disabled_at', 'is', null)
    .where('id', '<>', user.id)
    .execute();
  if (!others.length) {
    await db.destroy();
    fail(`${address} is the last administrator: make another account an administrator first.`);
  }
}
await setRole(db, user, role, await districtsOf(db, role, values.districts));
await db.destroy();
process.stdout.write(`${address} is now a ${role}.\n`);
