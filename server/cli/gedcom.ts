import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readTree } from '../kin/tree.js';
import { toGedcom } from '../kin/gedcom.js';
import { fail, openDatabase } from './account.js';

/**
 * `npm run gedcom -- --member ID --out FILE`: a member's lineage as a GEDCOM 5.5.1
 * file, as the family tree's Download GEDCOM gives it (docs/families.md "GEDCOM").
 * `--out -` writes it to the standard output.
 */
const { values } = parseArgs({
  options: { member: { type: 'string' }, out: { type: 'string' } },
});
const memberId = Number(values.member);
if (!Number.isInteger(memberId) || memberId <= 0) fail('Whose lineage? Give --member ID.', 2);
if (!values.out) fail('Where to? Give --out lineage.ged (or - for the screen).', 2);

const db = await openDatabase();
try {
  const tree = await readTree(db, memberId).catch(() => fail(`No member ${memberId}.`, 2));
  const text = toGedcom(tree);
  if (values.out === '-') process.stdout.write(text);
  else {
    const out = resolve(values.out);
    await writeFile(out, text);
    process.stderr.write(
      `${out}: ${tree.people.length} people, ${tree.marriages.length} marriages` +
        `${tree.cut ? ' (cut at the size limit)' : ''}\n`,
    );
  }
} finally {
  await db.destroy();
}
