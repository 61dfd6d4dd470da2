import { createInterface } from 'node:readline';
import { z } from 'zod';
import { configFromEnv } from '../config.js';
import { connect } from '../db/connect.js';
import { withStartupLock } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';

/** What the account commands accept. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('--email must be an email address.'));
export const password = z
  .string()
  .min(8, 'The password needs at least 8 characters.')
  .max(200, 'The password is too long.');

/** Reads a password without echoing it. */
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

/** The password from USER_PASSWORD, or asked for on the terminal. */
export const readPassword = async () => process.env.USER_PASSWORD ?? askHidden('Password: ');

/** Parses the command's input, or prints what is wrong and exits with 2. */
export function parseOrExit<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) process.stderr.write(`${issue.message}\n`);
  process.exit(2);
}

/** The configured database, migrated. */
export async function openDatabase() {
  const db = connect(configFromEnv().databaseUrl);
  await withStartupLock(db, migrateToLatest);
  return db;
}

/** Prints `message` on stderr and exits with `code`. */
export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
