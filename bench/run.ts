import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { SEARCH_INDEXES, segmentCountSql } from '../server/db/search-merges.js';
import {
  startTemporaryPostgres,
  type TemporaryPostgres,
} from '../server/dev/temporary-postgres.js';
import { ensureAreaRows } from './area-rows.js';
import { ensureAuditEvents } from './audit-events.js';
import { measureExport } from './export.js';
import { seedCommunity } from './community.js';
import { measureImports } from './imports.js';
import { measureDirectory } from './directory.js';
import { gzippedScriptsOf } from './js-size.js';
import { measureDoor } from './door.js';
import { combine, pairedRatio, type LoadResult } from './load.js';
import { loadGenerator, type Watched } from './load-process.js';
import { measureSendToEveryone } from './notification-send.js';
import { measureOperations } from './operations.js';
import { measurePageLoads } from './page-load.js';
import { loadRun, saveRun, writeReport, type BenchRun, type Engine } from './report.js';
import { answering, signIn, spawnFloor, startServer } from './server.js';
import { serveFolder } from './static-server.js';

/**
 * `npm run bench [-- --members N --fresh --database postgres|postgres://… --import --directory --operations]`: builds
 * a large community, starts the real server on it and measures the endpoints and
 * the JS /login loads, next to a bare react-admin shell. On SQLite by default (a
 * file in bench/out); `--database postgres` starts a throw-away PostgreSQL, a
 * `postgres://` URL uses that database (seeded when empty). Each run is kept in
 * docs/bench/<engine>.json, and docs/bench.md shows the two side by side.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    fresh: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    database: { type: 'string' },
    /** Measure and print, but keep docs/bench.md and docs/bench/*.json as they are. */
    'dry-run': { type: 'boolean', default: false },
    /** Only the operations (backup under load, restore, db:copy), kept beside the last full run. */
    operations: { type: 'boolean', default: false },
    /** Only the import and duplicate-finder budgets, kept beside the last full run. */
    import: { type: 'boolean', default: false },
    /** Only the printed directory's budgets, kept beside the last full run. */
    directory: { type: 'boolean', default: false },
    /** Only the workloads whose names match (a regular expression), merged into the last run. */
    only: { type: 'string' },
    /**
     * The check CI runs: a small community (3,000 members unless told), a second per
     * workload (half ours, half the floor's), every floor held against ours, no request
     * failing; nothing saved and none of the long budgets (screens, export,
     * operations, import, the book).
     */
    smoke: { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const members = Number(smoke && !process.argv.includes('--members') ? 3000 : values.members);
const durationMs = (smoke ? 0.5 : Number(values.seconds)) * 1000;
/**
 * The unmeasured load before each workload's first slice, on ours and on the floor
 * alike (the smoke run only needs answers). Each server's CPU per request falls for
 * about four seconds after a workload starts, while V8 optimises the code it runs
 * (ours, after the dashboards, 195 → ~110 µs a name search in 0.5 s windows; the
 * floor 288 → ~100): with a second of warm-up the first slices measured a server
 * still warming (docs/bench.md, the thirtieth session).
 */
const warmupMs = smoke ? 100 : 4000;
/** The unmeasured load before each later slice, after the other server's. */
const rewarmMs = smoke ? 20 : 200;
/** Slices of ours and the floor in turn per workload (bench/load.ts `pairedRatio`). */
const ROUNDS = smoke ? 1 : 4;
if (smoke) values['dry-run'] = true;
const out = resolve('bench/out');
const tsx = resolve('node_modules/.bin/tsx');
const storage = resolve(out, 'storage');
mkdirSync(out, { recursive: true });

/** Each FTS5 index of SEARCH_INDEXES in more than one segment merged into one (SQLite). */
async function mergeSearchIndexes(db: ReturnType<typeof connect>) {
  for (const { table } of SEARCH_INDEXES) {
    const segments = await sql.raw<Record<string, number>>(segmentCountSql(table)).execute(db);
    if (Object.values(segments.rows[0]!)[0]! > 1)
      await sql`INSERT INTO ${sql.id(table)}(${sql.id(table)}) VALUES ('optimize')`.execute(db);
  }
}

/** 1,00,000 as Indians write it. */
const per = (n: number) => Math.round(n).toLocaleString('en-IN');
/** A JSON value with every object's keys in order, to compare two answers. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
        )
      : value;
const log = (line: string) => process.stdout.write(`${line}\n`);
/** Where two answers first differ (`data.0.thumb: "…" ≠ null`), to say why a floor drifted. */
const firstDifference = (a: unknown, b: unknown, at = ''): string | null => {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        at ? `${at}.${key}` : key,
      );
      if (found) return found;
    }
  }
  return `${at || 'the answer'}: ours ${JSON.stringify(a)?.slice(0, 120)}, the floor's ${JSON.stringify(b)?.slice(0, 120)}`;
};

const engine: Engine = values.database?.startsWith('postgres') ? 'postgres' : 'sqlite';
let temporary: TemporaryPostgres | null = null;
let database = values.database ?? resolve(out, `bench-${members}.sqlite`);
if (values.database === 'postgres') {
  log('Starting a throw-away PostgreSQL ...');
  // With fsync and synchronous commit, as in production: the writes measured cost what they would.
  temporary = await startTemporaryPostgres({ durable: true });
  const admin = connect(temporary.url());
  await sql`CREATE DATABASE bench`.execute(admin);
  await admin.destroy();
  database = temporary.url('bench');
}

/** True when the database already holds a community. */
async function seeded(): Promise<boolean> {
  if (engine === 'sqlite') return existsSync(database);
  const db = connect(database);
  try {
    const tables = await db.introspection.getTables();
    if (!tables.some((t) => t.name === 'members')) return false;
    return (await db.selectFrom('members').select('id').limit(1).execute()).length > 0;
  } finally {
    await db.destroy();
  }
}

let seedSeconds: number | null = null;
if ((values.fresh && engine === 'sqlite') || !(await seeded())) {
  log(`Seeding ${members.toLocaleString('en-IN')} members into ${database} ...`);
  const t = performance.now();
  seedCommunity(database, members);

  seedSeconds = (performance.now() - t) / 1000;
}

if (!smoke) {
  log('Building the SPA and the bare react-admin shell ...');
  // As `npm run build` does: the back-office, then the member page's own entry (me.html).
  for (const config of ['vite.config.ts', 'vite.door.config.ts'])
    execFileSync(
      resolve('node_modules/.bin/vite'),
      ['build', '--config', config, '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
  execFileSync(
    resolve('node_modules/.bin/vite'),
    ['build', '--config', 'bench/bare-shell/vite.config.ts'],
    {
      stdio: 'inherit',
    },
  );
}

const serverOptions = { database, storage, env: { LOGIN_MAX_ATTEMPTS: '1000' } };
// Started first so that it brings the database's schema up to date for the fills.
let { base, child: server } = await startServer(serverOptions);
// The floor (SQLite only): a bare Fastify + better-sqlite3 server on the same file.
const floorServer = engine === 'sqlite' ? await spawnFloor({ database }) : null;
// The load generator: its own process, apart from ours, the floor and the bench's.
const generator = loadGenerator();
try {
  if (floorServer) await answering(`http://127.0.0.1:${floorServer.port}/ping`, 200, 'The floor');
  const auditEvents = smoke ? members * 10 : 1_000_000;
  log(`Filling the audit log to ${per(auditEvents)} events ...`);
  const events = await ensureAuditEvents(database, auditEvents);
  log('Giving each area as many rows as members ...');
  const areaRows = await ensureAreaRows(database, members);
  const ids = await (async () => {
    const db = connect(database);
    try {
      // Seeding and the fills leave the search indexes in many segments, which the
      // server's housekeeping merges in its first minute: merged here first, so that
      // no workload is measured while it does (server/db/search-merges.ts).
      if (engine === 'sqlite') await mergeSearchIndexes(db);
      const newest = async (table: 'result_segments' | 'galleries' | 'jobs') =>
        (await db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
          .id;
      const city = await db
        .selectFrom('members')
        .select('city')
        .where('city', 'is not', null)
        .groupBy('city')
        .orderBy(sql`count(*)`, 'desc')
        .executeTakeFirstOrThrow();
      return {
        year: await newest('result_segments'),
        gallery: await newest('galleries'),
        job: await newest('jobs'),
        city: city.city!,
      };
    } finally {
      await db.destroy();
    }
  })();
  // Ours again, on the database as it is measured. A SQLite server that was running
  // while another process wrote lakhs of rows into its search indexes then spends
  // about 0.4 s in an FTS5 merge step every fifteen writes or so, until it restarts
  // (docs/bench.md, the twenty-seventh session): the fills are the bench's own
  // shortcut, not something an office does to a running server.
  server.kill('SIGTERM');
  await once(server, 'exit');
  ({ base, child: server } = await startServer(serverOptions));
  // The fills and merges above can hold this process's event loop for minutes (their
  // SQLite work is synchronous under the promises), while the server closes the
  // connection its first answer left open: a turn of the loop takes in that close
  // first, or the sign-in would go out on the closed connection ("other side closed").
  await new Promise((settled) => setImmediate(settled));
  const login = await signIn(base);
  const cookie = login.cookie;
  const headers = { cookie };
  // A coordinator of Mehsana (issue 31): its lists and dashboard against the administrator's.
  const coordinator = await (async () => {
    const email = 'bench.coordinator@example.org';
    const password = 'bench-coordinator-2026';
    let answer = await signIn(base, { email, password });
    if (answer.status !== 200) {
      execFileSync(
        tsx,
        [
          'server/cli/user-add.ts',
          '--email',
          email,
          '--name',
          'Bench Coordinator',
          '--role',
          'coordinator',
          '--districts',
          'Mehsana',
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, DATABASE_URL: database, USER_PASSWORD: password },
        },
      );
      answer = await signIn(base, { email, password });
    }
    return { cookie: answer.cookie };
  })();
  const districtList = await fetch(`${base}/api/frontend/district`, { headers });
  const districts = ((await districtList.json()) as { data: { id: number; name: string }[] }).data;
  const mehsana = districts.find((d) => d.name === 'Mehsana')!.id;
  const api = (path: string) => `${base}/api/frontend/${path}`;
  /**
   * The last steps of a full run, which take minutes: one that fails is said and left
   * out, so that the quarter of an hour of workloads before it is still kept (a full
   * run once lost everything to its import's SQLITE_BUSY; docs/bench.md).
   */
  const failed: string[] = [];
  const unlessFailed = async <T>(what: string, measure: () => Promise<T>) => {
    try {
      return await measure();
    } catch (error) {
      log(`Measuring ${what} failed: ${(error as Error).stack ?? String(error)}`);
      failed.push(`${what}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const operations = () =>
    measureOperations({
      database,
      storage,
      listUrl: api('members/list?page=2&itemsPerPage=25'),
      headers,
      out,
      log,
      loadWith: (urls, headers, options) => generator.load(urls, headers, options),
    });
  if (values.import) {
    const measured = await measureImports({ database, log });
    const last = loadRun(engine, members);
    if (values['dry-run'] || !last) log(`\n${JSON.stringify(measured, null, 2)}`);
    else {
      await saveRun({ ...last, imports: measured });
      log(`\n${await writeReport()}`);
    }
  }
  if (values.directory) {
    const measured = await measureDirectory({ database, storage, log });
    const last = loadRun(engine, members);
    if (values['dry-run'] || !last) log(`\n${JSON.stringify(measured, null, 2)}`);
    else {
      await saveRun({ ...last, directory: measured });
      log(`\n${await writeReport()}`);
    }
  }
  if (values.operations) {
    const measured = await operations();
    const last = loadRun(engine, members);
    if (values['dry-run'] || !last) log(`\n${JSON.stringify(measured, null, 2)}`);
    else {
      await saveRun({ ...last, operations: measured });
      log(`\n${await writeReport()}`);
    }
  }
  measure: {
    if (values.operations || values.import || values.directory) break measure;

    const dashboard = [api('dashboard/details')];
    const dashboardMehsana = [api(`dashboard/details?district_id=${mehsana}`)];
    const names = ['mesh', 'bhai', 'Kaj', 'nirav', 'Patel', 'ketan'].map((s) =>
      api(`members/search?search=${s}`),
    );
    const short = ['ja', 'Ki', 'pa'].map((s) => api(`members/search?search=${s}`));
    const digits = ['98765', '12345', '5550'].map((s) => api(`members/search?search=${s}`));
    const memberFilters: [string, string][] = [
      ['bloodGroupSelected', 'bloodGroupSelected=B%2B'],
      ['genderSelected', 'genderSelected=0'],
      ['educationSelected', 'educationSelected=3'],
      ['businessTypeSelected', 'businessTypeSelected=2'],
      ['businessSelected', 'businessSelected=2'],
      ['in_foreign_land', 'in_foreign_land=1'],
      ['in_dpvs', 'in_dpvs=1'],
      ['countryselected', 'countryselected=101'],
      ['stateSelected', 'stateSelected=4030'],
      ['citySelected', `citySelected=${encodeURIComponent(ids.city)}`],
      ['district_id', `district_id=${mehsana}`],
      ['post_id', 'post_id=5'],
      ['village_id', 'village_id=20'],
    ];
    /** Name, addresses, connections, and the session when it is not the administrator's. */
    const workloads: [string, string[], number, Record<string, string>?][] = [
      ['/dashboard/details, one administrator', dashboard, 1],
      ['/dashboard/details?district_id (Mehsana), one administrator', dashboardMehsana, 1],
      ['/dashboard/details', dashboard, 10],
      ['/dashboard/details?district_id (Mehsana)', dashboardMehsana, 10],
      ['/members/search (names, 3+ letters)', names, 10],
      ['/members/search (2 letters)', short, 10],
      ['/members/search (mobile digits)', digits, 10],
      ['/members/list page 2 of 25 + total', [api('members/list?page=2&itemsPerPage=25')], 10],
      [
        '/members/list page 2 of 25 + total, district_id (Mehsana)',
        [api(`members/list?page=2&itemsPerPage=25&district_id=${mehsana}`)],
        10,
      ],
      [
        '/members/list page 2 of 25 + total, a coordinator of one district',
        [api('members/list?page=2&itemsPerPage=25')],
        10,
        coordinator,
      ],
      ['/dashboard/details, a coordinator of one district', dashboard, 10, coordinator],
      // The charts' numbers (docs/dashboard.md): no floor answers them.
      ['/dashboard/charts', [api('dashboard/charts')], 10],
      [
        '/dashboard/charts?villages_of (Mehsana)',
        [api(`dashboard/charts?villages_of=${mehsana}`)],
        10,
      ],
      [
        '/dashboard/charts, a coordinator of one district',
        [api('dashboard/charts')],
        10,
        coordinator,
      ],
      [
        '/members/list age 20–29 (a chart’s bar)',
        [api('members/list?age_from=20&age_to=29&genderSelected=0')],
        10,
      ],
      [
        '/members/list no photo, one district (a chart’s bar)',
        [api(`members/list?district_id=${mehsana}&no_photo=1`)],
        10,
      ],
      [
        '/members/list search (names)',
        ['mesh', 'bhai', 'nirav', 'Patel'].map((s) => api(`members/list?search=${s}`)),
        10,
      ],
      ...memberFilters.map(([name, query]): [string, string[], number] => [
        `/members/list ${name}`,
        [api(`members/list?${query}`)],
        10,
      ]),
      ['/audit/list page 1 (10,00,000 events)', [api('audit/list')], 10],
      ['/audit/list page 40', [api('audit/list?page=40')], 10],
      ['/audit/list action + resource', [api('audit/list?action=update&resource=members')], 10],
      [
        '/audit/list one account, one month',
        [api('audit/list?user_id=2&from=2026-01-01&to=2026-01-31')],
        10,
      ],
      ['/audit/list search (labels)', [api('audit/list?search=Meena')], 10],
      [
        '/members/list three filters (gender, blood group, district)',
        [api(`members/list?genderSelected=0&bloodGroupSelected=O%2B&district_id=${mehsana}`)],
        10,
      ],
      ...(
        [
          [
            `/result/students, a year of ${per(areaRows.results / areaRows.resultYears)}`,
            `result/students?segment_id=${ids.year}`,
          ],
          [`/business-portal/list (${per(areaRows.portals)})`, 'business-portal/list'],
          [
            `/programs (${per(areaRows.programs)}, ${per(areaRows.volunteers)} volunteers)`,
            'programs',
          ],
          [`/events (${per(areaRows.events)})`, 'events'],
          [
            `/gallery/images, one gallery of ${per(areaRows.images / areaRows.galleries)}`,
            `gallery/images?gallery_id=${ids.gallery}`,
          ],
          [`/job/list (${per(areaRows.jobs)})`, 'job/list'],
          [
            `/job/members, one job's applicants (${per(areaRows.applicants)} in all)`,
            `job/members?job_id=${ids.job}`,
          ],
          [`/notification (${per(areaRows.notifications)})`, 'notification'],
        ] as const
      ).map(([name, path]): [string, string[], number] => [name, [api(path)], 10]),
    ];
    /** Workloads the floor does not answer: the audit log, the charts and their new filters. */
    const floorless = (name: string) =>
      name.startsWith('/audit') ||
      name.startsWith('/dashboard/charts') ||
      name.includes('a chart’s bar');
    const only = values.only ? new RegExp(values.only) : null;
    const measured = only ? workloads.filter(([name]) => only.test(name)) : workloads;
    // The floor answers the members list, the member search, the dashboard and the areas' lists.
    const floorBase = floorServer ? `http://127.0.0.1:${floorServer.port}` : null;
    const onFloor = (url: string) => (floorBase ? url.replace(base, floorBase) : null);
    if (floorBase) {
      // A floor that answered something else would measure something else.
      for (const [name, urls] of measured.filter(([n, , , own]) => !floorless(n) && !own)) {
        const [ours, bare] = await Promise.all([
          fetch(urls[0]!, { headers }).then((r) => r.json()),
          fetch(onFloor(urls[0]!)!).then((r) => r.json()),
        ]);
        const difference = firstDifference(sortedKeys(ours), sortedKeys(bare));
        if (difference)
          throw new Error(`The floor does not answer ${name} as ours does: ${difference}`);
      }
    }
    const ceiling = floorBase
      ? await generator.load([`${floorBase}/ping`], {}, { durationMs, connections: 10, warmupMs })
      : null;
    // What each request costs the server (and PostgreSQL when it is on this machine).
    const oursCpu: Watched = {
      server: server.pid!,
      ...(engine === 'postgres' ? { database: 'postgres' as const } : {}),
    };
    const floorCpu: Watched = floorServer ? { server: floorServer.child.pid! } : {};
    const results: [string, number, LoadResult, LoadResult | null][] = [];
    for (const [name, urls, connections, own] of measured) {
      log(`Measuring ${name} (${connections} connection${connections > 1 ? 's' : ''}) ...`);
      // The floor answers as the administrator: a coordinator's workload has none.
      const floorUrls = floorless(name) || own ? [] : urls.map(onFloor);
      const floored = floorUrls.length > 0 && floorUrls.every(Boolean);
      // Ours and the floor in turn, in ROUNDS short slices each, so that a slower
      // second of a shared machine weighs on both; each warmed up once until its code
      // is optimised, then briefly after the other's slice.
      const slice = (round: number) => ({
        durationMs: durationMs / ROUNDS,
        connections,
        warmupMs: round === 0 ? warmupMs : rewarmMs,
      });
      const oursRuns: LoadResult[] = [];
      const floorRuns: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        oursRuns.push(
          await generator.load(urls, own ?? headers, { ...slice(round), watch: oursCpu }),
        );
        if (floored)
          floorRuns.push(
            await generator.load(floorUrls as string[], {}, { ...slice(round), watch: floorCpu }),
          );
      }
      results.push([
        name,
        connections,
        { ...combine(oursRuns), ...(floored && { ratio: pairedRatio(oursRuns, floorRuns) }) },
        floorRuns.length ? combine(floorRuns) : null,
      ]);
    }

    const manySessions =
      only && !only.test('many sessions')
        ? null
        : await (async () => {
            const count = smoke ? 20 : 200;
            log(`Measuring ${count} signed-in sessions at once, 70 % reads and 30 % writes ...`);
            return generator.sessions({
              base,
              sessions: count,
              seconds: smoke ? 3 : 60,
              email: 'admin@example.com',
              password: 'demo-admin-2026',
            });
          })();

    if (smoke) {
      const failing = results.filter(
        ([, , r, floorResult]) => r.errors > 0 || (floorResult?.errors ?? 0) > 0,
      );
      for (const [name, , r, floorResult] of results)
        log(
          `${name}: ${per(r.rps)} req/s, p95 ${r.p95.toFixed(1)} ms${floorResult ? `; the floor ${per(floorResult.rps)} req/s` : ''}${r.errors ? `; ${r.errors} errors` : ''}`,
        );
      if (manySessions)
        log(
          `${manySessions.sessions} sessions: ${per(manySessions.rps)} req/s, p99 ${manySessions.p99.toFixed(0)} ms${manySessions.errors ? `; ${manySessions.errors} errors` : ''}`,
        );
      if (manySessions?.errors) failing.push(['many sessions', 0, manySessions, null]);
      if (failing.length)
        throw new Error(`Requests failed in: ${failing.map(([name]) => name).join(', ')}`);
      log('The bench runs: every floor answers as ours, and no request failed.');
      break measure;
    }

    if (only) {
      const last = loadRun(engine, members);
      const fresh = results.map(([name, connections, r, floorResult]) => ({
        name,
        connections,
        ...r,
        latencies: undefined,
        floor: floorResult ? { ...floorResult, latencies: undefined } : null,
      }));
      if (values['dry-run'] || !last)
        log(`\n${JSON.stringify({ workloads: fresh, manySessions }, null, 2)}`);
      else {
        const names = new Set(fresh.map((w) => w.name));
        const order = workloads.map(([name]) => name);
        const merged = [...last.workloads.filter((w) => !names.has(w.name)), ...fresh].sort(
          (a, b) => order.indexOf(a.name) - order.indexOf(b.name),
        );
        await saveRun({
          ...last,
          workloads: merged,
          manySessions: manySessions ?? last.manySessions,
        });
        log(`\n${await writeReport()}`);
      }
      break measure;
    }

    log('Measuring the export of every member ...');
    const exported = await measureExport(api('members/export'), headers, server.pid!);

    log('Measuring the JS that /login loads ...');
    const ours = await gzippedScriptsOf(`${base}/login`);
    const bare = await serveFolder(resolve(out, 'bare-shell'));
    const floor = await gzippedScriptsOf(`http://127.0.0.1:${bare.port}/`);
    bare.server.close();

    log('Measuring the member page (/me) on a slow phone ...');
    const door = await measureDoor(base);

    log('Measuring the screens in Chromium, cold and warm ...');
    const pageLoads = await measurePageLoads(base, login.setCookies, [
      { name: '`/login`', path: '/login', ready: /^Sign in to the back-office$/, signedIn: false },
      { name: 'the dashboard', path: '/', ready: /^Mehsana$/, signedIn: true },
      { name: 'the members list', path: '/members', ready: /^1-25 of [\d,]+$/, signedIn: true },
    ]);

    log('Measuring a notification sent to every member ...');
    const notificationSendMs = await measureSendToEveryone(base, login.setCookies);

    const operationsMeasured = await operations();

    const run: BenchRun = {
      engine,
      date: new Date().toISOString().slice(0, 10),
      members,
      secondsPerWorkload: Number(values.seconds),
      seedSeconds,
      auditEvents: events,
      areaRows,
      ceiling: ceiling ? { ...ceiling, latencies: undefined } : null,
      workloads: results.map(([name, connections, r, floorResult]) => ({
        name,
        connections,
        ...r,
        floor: floorResult,
      })),
      export: exported,
      notificationSendMs,
      manySessions: manySessions ?? undefined,
      js: { ours, floor },
      door,
      pageLoads,
      operations: operationsMeasured,
      imports: await unlessFailed('the import (--import)', () => measureImports({ database, log })),
      directory: await unlessFailed('the printed directory (--directory)', () =>
        measureDirectory({ database, storage, log }),
      ),
    };
    if (values['dry-run']) log(`\n${JSON.stringify(run, null, 2)}`);
    else {
      await saveRun(run);
      log(`\n${await writeReport()}`);
    }
    if (failed.length) {
      log(
        `\nNot measured in this run: ${failed.join('; ')}. The rest is kept; ` +
          '`npm run bench -- --import` or `-- --directory` measures them beside it.',
      );
      process.exitCode = 1;
    }
  }
} finally {
  generator.stop();
  floorServer?.child.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  temporary?.stop();
}
