import { execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './load.js';
import { answering, signIn, spawnFloor, startServer } from './server.js';

/**
 * `npm run bench:instructions [-- --path members/search?search=bhai --requests 3000 --cache]`:
 * what one request costs in instructions, ours against the floor, counted by
 * valgrind's callgrind rather than timed. Each server runs alone under callgrind on
 * the bench's SQLite community, is warmed up (`--history` first, then `--warm`
 * requests), and then counts exactly `--requests` requests: the instructions every
 * thread of the process executed for them, by library (V8 and Node, SQLite, the
 * JavaScript V8 compiled, libc), and the compiled functions that differ most. With
 * `--cache`, the misses of a simulated cache like one core of this machine's (32 KB
 * L1s, a 1 MB L2). The counts barely move from one run to the next, where CPU time
 * moves by a tenth on a shared machine (docs/bench.md, the thirty-first session).
 * Needs valgrind (`apt-get install valgrind`); takes a few minutes, most of them the
 * servers starting under it. Run `npm run bench` once first: it seeds the community.
 */
const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    history: { type: 'string', multiple: true },
    requests: { type: 'string', default: '3000' },
    warm: { type: 'string', default: '20000' },
    members: { type: 'string', default: '100000' },
    cache: { type: 'boolean', default: false },
  },
});
/** The member picker's name search, as `npm run bench` asks it. */
const NAMES = ['mesh', 'bhai', 'Kaj', 'nirav', 'Patel', 'ketan'].map(
  (word) => `members/search?search=${word}`,
);
const paths = values.path ?? NAMES;
const history = values.history ?? [];
const requests = Number(values.requests);
const warm = Number(values.warm);
const database = resolve(`bench/out/bench-${values.members}.sqlite`);
if (!existsSync(database)) throw new Error(`No community at ${database}: run npm run bench first.`);
try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  throw new Error('This needs valgrind: apt-get install valgrind');
}
const dir = resolve('bench/out/instructions');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// The client's HOST names valgrind's control pipes; callgrind_control is given the same.
const HOST = '127.0.0.1';
const callgrind = (name: string) => [
  'valgrind',
  '--tool=callgrind',
  '--instr-atstart=no',
  // V8 rewrites the code it compiled: valgrind must see each change.
  '--smc-check=all-non-file',
  ...(values.cache
    ? ['--cache-sim=yes', '--I1=32768,8,64', '--D1=32768,8,64', '--LL=1048576,16,64']
    : []),
  `--callgrind-out-file=${dir}/${name}.%p`,
];
const control = (pid: number, ...command: string[]) =>
  execFileSync('callgrind_control', [...command, String(pid)], {
    env: { ...process.env, HOST },
    stdio: 'ignore',
  });

/** The whole process, beside its parts. */
const ALL = 'all';

/** One function's or library's counts, per request, by event (Ir, then the misses). */
type Counts = Map<string, number[]>;
interface Measured {
  events: string[];
  libraries: Counts;
  functions: Counts;
}

/** The compiled code's names V8 wrote (`--perf-basic-prof`), by address. */
function codeNames(pid: number): (address: number) => string | undefined {
  const file = `/tmp/perf-${pid}.map`;
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, size, ...name] = line.split(' ');
      return { start: parseInt(start!, 16), size: parseInt(size!, 16), name: name.join(' ') };
    });
  rmSync(file, { force: true });
  // The last code written at an address is what ran there (V8 reuses freed space).
  return (address) =>
    entries.findLast((e) => e.start <= address && address < e.start + e.size)?.name;
}

/** Reads callgrind's dump: each event per request, by library and by function. */
function readDump(file: string, nameOf: (address: number) => string | undefined): Measured {
  const text = execFileSync('callgrind_annotate', ['--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const lines = text.split('\n');
  const head = lines.findIndex((line) => line.includes('file:function'));
  const events = lines[head]!.trim().split(/\s+/).slice(0, -1);
  const libraries: Counts = new Map();
  const functions: Counts = new Map();
  const add = (into: Counts, key: string, counts: number[]) => {
    const sum = into.get(key) ?? counts.map(() => 0);
    counts.forEach((count, i) => (sum[i]! += count / requests));
    into.set(key, sum);
  };
  for (const line of lines.slice(head + 2)) {
    const match = /^\s*((?:(?:[\d,]+|\.)\s+(?:\(\s*[\d.]+%\)\s+)?)+)(\S.*)$/.exec(line);
    if (!match) continue;
    const counts = match[1]!
      .replace(/\(\s*[\d.]+%\)/g, '')
      .trim()
      .split(/\s+/)
      .map((n) => (n === '.' ? 0 : Number(n.replace(/,/g, ''))));
    const where = match[2]!;
    const object = /\[([^[\]]+)\]\s*$/.exec(where)?.[1] ?? '';
    const address = /^\?\?\?:0x([0-9a-f]+)/.exec(where)?.[1];
    add(libraries, library(object, address !== undefined), counts);
    add(libraries, ALL, counts);
    const name = address
      ? `${nameOf(parseInt(address, 16)) ?? 'compiled code'} (compiled)`
      : where.replace(/\s*\[[^[\]]*\]\s*$/, '').replace(/^\?\?\?:/, '');
    add(functions, name, counts);
  }
  return { events, libraries, functions };
}

/** The part of the process a function's code belongs to. */
function library(object: string, compiled: boolean): string {
  if (compiled || object === '???') return 'JavaScript compiled by V8';
  if (object.endsWith('/node')) return 'Node and V8 (built-ins, runtime, collector)';
  if (object.includes('better-sqlite3')) return 'SQLite (better-sqlite3)';
  if (/libc\.so/.test(object)) return 'libc';
  return 'the rest';
}

/** Warms a server, then counts `requests` requests of `paths` under callgrind. */
async function measure(
  name: string,
  { base, child }: { base: string; child: ChildProcess },
  headers: Record<string, string>,
): Promise<Measured> {
  const pid = child.pid!;
  const urls = (list: string[]) => list.map((path) => `${base}/api/frontend/${path}`);
  const run = (list: string[], count: number) =>
    load(urls(list), headers, { connections: 4, count, warmupMs: 0 });
  process.stdout.write(`${name}: warming up ...\n`);
  if (history.length) await run(history, Math.ceil(warm / 5));
  await run(paths, warm);
  control(pid, '--instr=on');
  const counted = await run(paths, requests);
  control(pid, '--instr=off');
  control(pid, '--dump');
  if (counted.errors) throw new Error(`${name}: ${counted.errors} of ${requests} requests failed.`);
  const nameOf = codeNames(pid);
  child.kill('SIGTERM');
  await once(child, 'exit');
  return readDump(`${dir}/${name}.${pid}.1`, nameOf);
}

const perRequest = (n: number) => Math.round(n).toLocaleString('en-IN');

const storage = resolve('bench/out/storage');
const oursServer = await startServer({
  database,
  storage,
  nodeArgs: ['--perf-basic-prof'],
  env: { LOGIN_MAX_ATTEMPTS: '1000' },
  launcher: callgrind('ours'),
  startSeconds: 900,
});
const { cookie } = await signIn(oursServer.base);
const ours = await measure('ours', oursServer, { cookie });
const floorServer = await spawnFloor({
  database,
  nodeArgs: ['--perf-basic-prof'],
  launcher: callgrind('floor'),
});
await answering(`${floorServer.base}/ping`, 200, 'The floor', 900);
const floor = await measure('floor', floorServer, {});

/** A table of `event` (instructions unless named) a request for each of `keys`: ours, the floor, the difference. */
function table(title: string, keys: string[], of: (m: Measured) => Counts, event = 'Ir') {
  const at = (m: Measured, key: string) => of(m).get(key)?.[m.events.indexOf(event)] ?? 0;
  const lines = [`| ${title} | ours | the floor | ours − floor |`, '| --- | ---: | ---: | ---: |'];
  for (const key of keys)
    lines.push(
      `| ${key} | ${perRequest(at(ours, key))} | ${perRequest(at(floor, key))} | ${perRequest(at(ours, key) - at(floor, key))} |`,
    );
  return lines.join('\n');
}
/** The whole process's count of `event` a request. */
const total = (m: Measured, event: string) => m.libraries.get(ALL)?.[m.events.indexOf(event)] ?? 0;
const libraries = [...new Set([...ours.libraries.keys(), ...floor.libraries.keys()])]
  .filter((key) => key !== ALL)
  .sort((a, b) => (ours.libraries.get(b)?.[0] ?? 0) - (ours.libraries.get(a)?.[0] ?? 0));
process.stdout.write(
  `\nInstructions a request (${perRequest(requests)} requests of ${paths.join(', ')}):\n\n`,
);
process.stdout.write(`${table('part of the process', [...libraries, ALL], (m) => m.libraries)}\n`);
/** The functions whose count of `event` a request differs most between the two. */
const differing = (event: string, count: number) => {
  const at = (m: Measured, key: string) => m.functions.get(key)?.[m.events.indexOf(event)] ?? 0;
  return [...new Set([...ours.functions.keys(), ...floor.functions.keys()])]
    .sort((a, b) => Math.abs(at(ours, b) - at(floor, b)) - Math.abs(at(ours, a) - at(floor, a)))
    .slice(0, count);
};
process.stdout.write(
  `\n${table('the functions that differ most', differing('Ir', 20), (m) => m.functions)}\n`,
);
if (values.cache) {
  // Misses of the simulated L2 (1 MB): instruction fetches, data reads and writes.
  const misses = ['ILmr', 'DLmr', 'DLmw'];
  process.stdout.write(
    '\nMisses of a 1 MB L2 a request:\n\n| miss | ours | the floor |\n| --- | ---: | ---: |\n',
  );
  for (const event of misses)
    process.stdout.write(
      `| ${event} | ${perRequest(total(ours, event))} | ${perRequest(total(floor, event))} |\n`,
    );
  for (const event of misses)
    process.stdout.write(
      `\n${table(`${event}: the functions that differ most`, differing(event, 12), (m) => m.functions, event)}\n`,
    );
}
