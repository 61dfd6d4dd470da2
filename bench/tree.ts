/**
 * `npm run bench:tree [-- --members N --database postgres]`: the family tree of a
 * lineage of about 500 people (docs/families.md "The tree"): a founding couple, three
 * children a couple for four generations, a fifth generation of children, and the
 * founder's parents and grandparents, written into a copy of the bench's community
 * (`npm run bench` seeds it) or a fresh seed. Measures the tree's answer
 * (`GET /members/{id}/tree`, from the founder and from a great-grandchild), the GEDCOM
 * file, and the tree page drawn in Chromium (navigation to every person drawn).
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { chromium } from 'playwright-core';
import { connect } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/types.js';
import { findChromium } from '../server/directory/find-chromium.mjs';
import { load } from './load.js';
import { signIn, startServer } from './server.js';
import { BENCH_STORAGE, benchCommunity } from './community.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    database: { type: 'string' },
    seconds: { type: 'string', default: '5' },
  },
});
const members = Number(values.members);
const log = (line: string) => process.stdout.write(`${line}\n`);

const { database, stop: stopPostgres } = await benchCommunity(
  'tree',
  members,
  values.database === 'postgres',
  log,
);
const storage = BENCH_STORAGE;

/** Writes the lineage: each person a member of a household of their own couple. */
async function lineage(db: Kysely<Database>) {
  const place = await db
    .selectFrom('members')
    .select(['district_id', 'post_id', 'village_id', 'country_id', 'state_id'])
    .where('village_id', 'is not', null)
    .executeTakeFirstOrThrow();
  let mobile = 7_000_000_000;
  let people = 0;
  const person = async (familyId: number, sex: number, name: string, head: boolean) => {
    people++;
    const row = await db
      .insertInto('members')
      .values({
        family_id: familyId,
        is_head: head ? 1 : 0,
        mobile_no: String(mobile++),
        first_name: name,
        last_name: 'Lineage',
        surname: 'પટેલ',
        sex,
        date_of_birth: `${1900 + (people % 100)}-0${1 + (people % 9)}-1${people % 10}`,
        ...place,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const household = async () =>
    (await db.insertInto('families').defaultValues().returning('id').executeTakeFirstOrThrow()).id;
  const couple = async (name: string) => {
    const family = await household();
    const husband = await person(family, 1, name, true);
    const wife = await person(family, 0, `${name} wife`, false);
    await db
      .insertInto('marriages')
      .values({ spouse_a_id: husband, spouse_b_id: wife, married_on: '1990-05-01', current: 1 })
      .execute();
    return { husband, wife, family };
  };
  const parents = (child: number, father: number, mother: number) =>
    db
      .insertInto('kin_parents')
      .values([
        { child_id: child, parent_id: father, role: 'father' },
        { child_id: child, parent_id: mother, role: 'mother' },
      ])
      .execute();
  // Two generations above the founder.
  const grand = await couple('Grandfather');
  const father = await couple('Father');
  await parents(father.husband, grand.husband, grand.wife);
  const founder = await couple('Founder');
  await parents(founder.husband, father.husband, father.wife);
  let level = [founder];
  let deepest = founder.husband;
  for (let generation = 1; generation <= 5; generation++) {
    const next: typeof level = [];
    for (const [n, p] of level.entries())
      for (let c = 0; c < 3; c++) {
        const name = `G${generation}-${n}-${c}`;
        if (generation === 5) {
          const child = await person(p.family, c % 2, name, false);
          await parents(child, p.husband, p.wife);
          deepest = child;
          continue;
        }
        const child = await couple(name);
        await parents(child.husband, p.husband, p.wife);
        next.push(child);
      }
    level = next;
  }
  return { founder: founder.husband, deepest, people };
}

const db = connect(database);
// A community seeded before the person graph gets it here, as a server start would.
const migrating = performance.now();
await migrateToLatest(db);
log(`Migrated in ${((performance.now() - migrating) / 1000).toFixed(1)} s.`);
const { founder, deepest, people } = await lineage(db);
await db.destroy();
log(`A lineage of ${people} people written (founder ${founder}).`);

const { base, child } = await startServer({ database, storage });
try {
  const login = await signIn(base);
  const headers = { cookie: login.cookie };
  const durationMs = Number(values.seconds) * 1000;
  const fmt = (n: number) => n.toFixed(1);
  for (const [what, id] of [
    ['from the founder (descendants)', founder],
    ['from a great-great-grandchild (ancestors)', deepest],
  ] as const) {
    const url = `${base}/api/frontend/members/${id}/tree`;
    const answer = (await (await fetch(url, { headers })).json()) as {
      data: { people: unknown[] };
    };
    const size = answer.data.people.length;
    const r = await load([url], headers, { connections: 4, durationMs });
    log(
      `tree ${what}: ${size} people · ${r.rps.toFixed(0)} req/s · p50 ${fmt(r.p50)} ms · p95 ${fmt(r.p95)} ms · ${r.errors} errors`,
    );
  }
  const gedcom = await load([`${base}/api/frontend/members/${founder}/gedcom`], headers, {
    connections: 4,
    durationMs,
  });
  log(`GEDCOM of the lineage: p50 ${fmt(gedcom.p50)} ms · p95 ${fmt(gedcom.p95)} ms`);

  // The page, drawn: median of three loads, from navigation to every person on screen.
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    login.cookie.split('; ').map((pair) => {
      const [n, ...v] = pair.split('=');
      return { name: n!, value: v.join('='), url: base };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  await page.locator('h1').first().waitFor();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await page.goto(`${base}/member/${founder}/tree`);
    // The page sets the drawing's viewBox once the library has drawn every person.
    await page.locator('.family-tree svg[viewBox]').waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const drawn = await page.locator('.family-tree svg g.indi, .family-tree svg .detailed').count();
  log(`tree page drawn (${drawn} boxes): median ${times[1]!.toFixed(0)} ms of three`);
  await browser.close();
} finally {
  child.kill();
  await stopPostgres();
}
