import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { breachScope, writeBreachFiles } from '../ops/breach.js';
import { fail, openDatabase } from './account.js';

/**
 * `npm run breach -- --from YYYY-MM-DD --to YYYY-MM-DD [--accounts a@x,b@y] [--out DIR]
 * [--contact "…"]`: the people whose records were read, exported or changed in the
 * window by those accounts (every account when none is named), a summary on the
 * screen, and with `--out` the draft report for the Data Protection Board and each
 * person's notice (docs/security.md "A breach").
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    accounts: { type: 'string' },
    out: { type: 'string' },
    contact: { type: 'string' },
  },
});
const day = /^\d{4}-\d{2}-\d{2}$/;
if (!values.from || !day.test(values.from)) fail('From which day? Give --from YYYY-MM-DD.', 2);
if (!values.to || !day.test(values.to)) fail('To which day? Give --to YYYY-MM-DD.', 2);
if (values.to < values.from) fail('--to comes before --from.', 2);
const window = {
  from: values.from,
  to: values.to,
  emails: (values.accounts ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean),
};
const contact = values.contact ?? 'the samaj office';

const db = await openDatabase();
try {
  const scope = await breachScope(db, window).catch((error: Error) => fail(error.message, 2));
  const count = (what: 'read' | 'exported' | 'changed') =>
    scope.people.filter((p) => p[what]).length;
  process.stdout.write(
    [
      `Window ${window.from} to ${window.to}, accounts: ${
        scope.accounts.map((a) => a.email).join(', ') || 'every account'
      }`,
      ...Object.entries(scope.events)
        .sort()
        .map(([what, n]) => `  ${what}: ${n}`),
      scope.everyone ? '  a backup was downloaded: every member is affected' : '',
      `People affected: ${scope.people.length} (read ${count('read')}, exported ${count('exported')}, changed ${count('changed')})`,
      '',
    ]
      .filter((line, i, all) => line !== '' || i === all.length - 1)
      .join('\n'),
  );
  if (values.out) {
    const files = await writeBreachFiles(resolve(values.out), window, scope, contact);
    process.stdout.write(`Written: ${files.join(', ')}\n`);
  }
} finally {
  await db.destroy();
}
