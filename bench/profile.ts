import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './load.js';
import { signIn, startServer } from './server.js';

/**
 * `npm run bench:profile [-- --path members/list?page=2 --seconds 10]`: where one
 * request's time goes. Starts our server on the bench's SQLite community under
 * `node --cpu-prof`, loads one address with 10 connections, stops the server and
 * reads its CPU profile: the share of the server's busy time spent in each stage
 * (the SQL in better-sqlite3, Kysely building queries, zod checking input, the
 * response serialiser, Fastify and its routing, cookies and sessions, the HTTP
 * parser and sockets, logging, garbage collection, our own code). Run `npm run
 * bench` once first: it seeds the community this reads.
 */
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: 'members/list?page=2&itemsPerPage=25' },
    seconds: { type: 'string', default: '10' },
    members: { type: 'string', default: '100000' },
  },
});
const database = resolve(`bench/out/bench-${values.members}.sqlite`);
if (!existsSync(database)) throw new Error(`No community at ${database}: run npm run bench first.`);
const dir = resolve('bench/out/profile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const { base, child: server } = await startServer({
  database,
  storage: resolve('bench/out/storage'),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  // Each profile signs in again; the per-address limit would soon refuse it.
  env: { LOGIN_MAX_ATTEMPTS: '1000' },
});
const { cookie } = await signIn(base);
const result = await load(
  [`${base}/api/frontend/${values.path}`],
  { cookie },
  {
    connections: 10,
    durationMs: Number(values.seconds) * 1000,
  },
);
server.kill('SIGINT');
await new Promise((done) => server.once('exit', done));
// A profile of refusals would say nothing about the request.
if (result.errors > 0) throw new Error(`${result.errors} of ${result.requests} requests failed.`);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('The server wrote no CPU profile.');
const profile = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};

/** The stage a function belongs to, by where its code lives. */
const STAGES: [string, RegExp][] = [
  // The statements' own work runs in native code called from these frames; on SQLite
  // a read runs at once from the connection's own code (`runRead`, server/db/connect.ts).
  [
    'SQL (better-sqlite3, pg, the driver)',
    /node_modules\/(better-sqlite3|pg|pg-protocol)\/|kysely\/dist\/esm\/dialect\/|server\/db\/(statement-cache|connect)/,
  ],
  ['Kysely (building and compiling queries)', /node_modules\/kysely\//],
  ['zod (checking input, shaping output)', /node_modules\/zod\//],
  ['serialising the answer', /node_modules\/(fast-json-stringify|fastify-type-provider-zod)\//],
  ['cookies', /node_modules\/@fastify\/cookie|node_modules\/cookie\//],
  ['routing (find-my-way)', /node_modules\/find-my-way\//],
  ['Fastify itself', /node_modules\/(fastify|avvio|light-my-request|@fastify\/)/],
  ['logging (pino)', /node_modules\/(pino|sonic-boom|thread-stream)/],
  ['compression', /node_modules\/@fastify\/compress|node:zlib|zlib/],
  [
    'HTTP parsing and sockets (Node)',
    /^node:(_http|http|net|stream|internal\/(http|stream|streams|net))/,
  ],
  ['sessions and the access gate', /server\/auth\//],
  ['our lists (paging, totals, rows)', /server\/lists\//],
  ['our routes and shaping', /\/server\//],
  ['other Node internals', /^node:/],
  ['other libraries', /node_modules\//],
];
const stageOf = (node: Node): string => {
  const { url, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 and native code';
  for (const [stage, pattern] of STAGES) if (pattern.test(url)) return stage;
  return url ? 'other' : 'V8 and native code';
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const spent = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const stage = stageOf(byId.get(id)!);
  spent.set(stage, (spent.get(stage) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const busy = [...spent].filter(([stage]) => stage !== 'idle');
const total = busy.reduce((sum, [, us]) => sum + us, 0);
const perRequest = (us: number) => (us / result.requests).toFixed(1);
process.stdout.write(
  `${values.path}: ${result.requests} requests, ${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms\n` +
    `| stage | share of busy time | µs per request |\n| --- | ---: | ---: |\n` +
    busy
      .sort((a, b) => b[1] - a[1])
      .map(
        ([stage, us]) => `| ${stage} | ${((100 * us) / total).toFixed(1)} % | ${perRequest(us)} |`,
      )
      .join('\n') +
    `\n| all busy time | 100 % | ${perRequest(total)} |\n`,
);
