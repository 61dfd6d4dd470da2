import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { configFromEnv } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../lib/passwords.js';

/**
 * `npm run user:add -- --email E --name N`: creates a back-office account.
 * The password comes from USER_PASSWORD, or is asked for (not echoed).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
});

const input = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('--email must be an email address.')),
  name: z.string().trim().min(1, '--name is required.').max(150),
  password: z.string().min(8, 'The password needs at least 8 characters.').max(200),
});

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  });
}

const password = process.env.USER_PASSWORD ?? (await askHidden('Password: '));
const parsed = input.safeParse({ email: values.email ?? '', name: values.name ?? '', password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) process.stderr.write(`${issue.message}\n`);
  process.exit(2);
}

const db = connect(configFromEnv().databaseUrl);
await migrateToLatest(db);
const taken = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', parsed.data.email)
  .executeTakeFirst();
if (taken) {
  process.stderr.write(`An account with ${parsed.data.email} already exists.\n`);
  await db.destroy();
  process.exit(1);
}
await db
  .insertInto('users')
  .values({
    name: parsed.data.name,
    email: parsed.data.email,
    password_hash: await hashPassword(parsed.data.password),
  })
  .execute();
await db.destroy();
process.stdout.write(`Created the account ${parsed.data.email}. Sign in with it at /login.\n`);
