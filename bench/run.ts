import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../tests/e2e/free-port.js';
import { ensureAuditEvents } from './audit-events.js';
import { measureExport, type ExportResult } from './export.js';
import { gzippedScriptsOf } from './js-size.js';
import { load, type LoadResult } from './load.js';
import { serveFolder } from './static-server.js';

/**
 * `npm run bench [-- --members N --fresh]`: builds a large community, starts the
 * real server on it and measures the endpoints and the JS /login loads, next to
 * a bare react-admin shell. Prints a table and writes docs/bench.md.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    fresh: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
  },
});
const members = Number(values.members);
const durationMs = Number(values.seconds) * 1000;
const out = resolve('bench/out');
const database = resolve(out, `bench-${members}.sqlite`);
const tsx = resolve('node_modules/.bin/tsx');
mkdirSync(out, { recursive: true });

const log = (line: string) => process.stdout.write(`${line}\n`);

let seedSeconds: number | null = null;
if (values.fresh || !existsSync(database)) {
  log(`Seeding ${members.toLocaleString('en-IN')} members into ${database} ...`);
  const t = performance.now();
  execFileSync(
    tsx,
    ['server/cli/seed.ts', '--members', String(members), '--database', database, '--reset'],
    {
      stdio: 'inherit',
      env: { ...process.env, STORAGE_DIR: resolve(out, 'storage') },
    },
  );
  seedSeconds = (performance.now() - t) / 1000;
}

log('Building the SPA and the bare react-admin shell ...');
execFileSync(resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
execFileSync(
  resolve('node_modules/.bin/vite'),
  ['build', '--config', 'bench/bare-shell/vite.config.ts'],
  {
    stdio: 'inherit',
  },
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    STORAGE_DIR: resolve(out, 'storage'),
    LOG_LEVEL: 'warn',
    LOGIN_MAX_ATTEMPTS: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/frontend/user`)).status === 401) break;
    } catch {
      // starting
    }
    if (i > 600) throw new Error('The server did not start.');
    await new Promise((r) => setTimeout(r, 200));
  }
  log('Filling the audit log to 10,00,000 events ...');
  const events = ensureAuditEvents(database, 1_000_000);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-2026' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie };
  const districtList = await fetch(`${base}/api/frontend/district`, { headers });
  const districts = ((await districtList.json()) as { data: { id: number; name: string }[] }).data;
  const mehsana = districts.find((d) => d.name === 'Mehsana')!.id;
  const api = (path: string) => `${base}/api/frontend/${path}`;

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
    ['citySelected', 'citySelected=Visnagar'],
    ['district_id', `district_id=${mehsana}`],
    ['post_id', 'post_id=5'],
    ['village_id', 'village_id=20'],
  ];
  const workloads: [string, string[], number][] = [
    ['/dashboard/details, one administrator', dashboard, 1],
    ['/dashboard/details?district_id (Mehsana), one administrator', dashboardMehsana, 1],
    ['/dashboard/details', dashboard, 10],
    ['/dashboard/details?district_id (Mehsana)', dashboardMehsana, 10],
    ['/members/search (names, 3+ letters)', names, 10],
    ['/members/search (2 letters)', short, 10],
    ['/members/search (mobile digits)', digits, 10],
    ['/members/list page 2 of 25 + total', [api('members/list?page=2&itemsPerPage=25')], 10],
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
  ];
  const results: [string, number, LoadResult][] = [];
  for (const [name, urls, connections] of workloads) {
    log(`Measuring ${name} (${connections} connection${connections > 1 ? 's' : ''}) ...`);
    results.push([name, connections, await load(urls, headers, { durationMs, connections })]);
  }

  log('Measuring the export of every member ...');
  const exported: ExportResult = await measureExport(api('members/export'), headers, server.pid!);

  log('Measuring the JS that /login loads ...');
  const ours = await gzippedScriptsOf(`${base}/login`);
  const bare = await serveFolder(resolve(out, 'bare-shell'));
  const floor = await gzippedScriptsOf(`http://127.0.0.1:${bare.port}/`);
  bare.server.close();

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const lines = [
    `# Bench`,
    '',
    `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${members.toLocaleString('en-IN')} members, ` +
      `SQLite, server and load generator in separate processes, ${values.seconds} s per workload.`,
    seedSeconds
      ? `Seeding took ${seedSeconds.toFixed(0)} s.`
      : 'The database was seeded by an earlier run.',
    `The audit log holds ${events.toLocaleString('en-IN')} events.`,
    '',
    '| workload | connections | requests/s | p50 | p95 | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      ([name, connections, r]) =>
        `| ${name} | ${connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} |`,
    ),
    '',
    '| `/members/export`, every member | rows | time | body | server memory before | server peak |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| one request | ${exported.rows.toLocaleString('en-IN')} | ${exported.seconds.toFixed(2)} s | ` +
      `${exported.megabytes.toFixed(1)} MB | ${mb(exported.rssBefore)} | ${mb(exported.rssPeak)} |`,
    '',
    '| JavaScript loaded by the login screen | scripts | gzipped |',
    '| --- | ---: | ---: |',
    `| ours, \`/login\` | ${ours.files} | ${kb(ours.bytes)} |`,
    `| bare react-admin shell (floor) | ${floor.files} | ${kb(floor.bytes)} |`,
    '',
    'Budgets (DESIGN.md §5): dashboard ≤ 50 ms at 100k members; member search p95 ≤ 20 ms; ' +
      'list page 2 ≥ 3,000 req/s; search ≥ 500 req/s with p95 ≤ 20 ms; one filter ≥ 1,500 req/s; ' +
      'export ≤ 1.5 s with flat server memory; `/login` ≤ 300 KB gzipped JS.',
    '',
  ];
  const table = lines.join('\n');
  log(`\n${table}`);
  // Written as the project's formatter writes it, so `npm run lint` passes after a run.
  writeFileSync(resolve('docs/bench.md'), await format(table, { parser: 'markdown' }));
} finally {
  server.kill('SIGTERM');
}
