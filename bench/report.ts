import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ExportResult } from './export.js';
import type { LoadResult } from './load.js';

export type Engine = 'sqlite' | 'postgres';

/** One bench run, kept per database in docs/bench/<engine>.json. */
export interface BenchRun {
  engine: Engine;
  date: string;
  members: number;
  secondsPerWorkload: number;
  seedSeconds: number | null;
  auditEvents: number;
  workloads: ({ name: string; connections: number } & LoadResult)[];
  export: ExportResult;
  notificationSendMs: number[];
  js: { ours: { files: number; bytes: number }; floor: { files: number; bytes: number } };
}

const ENGINES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const runFile = (engine: Engine) => resolve('docs/bench', `${engine}.json`);
/** What docs/bench.md holds below this line is written by hand and kept. */
const NOTES = '<!-- Notes below are written by hand; npm run bench keeps them. -->';

/** `text` as the project's formatter writes the file at `path`. */
const formatted = async (path: string, text: string) =>
  format(text, { ...(await resolveConfig(path)), filepath: path });

export async function saveRun(run: BenchRun): Promise<void> {
  mkdirSync(dirname(runFile(run.engine)), { recursive: true });
  // Written as the project's formatter writes it, so `npm run lint` passes after a run.
  writeFileSync(runFile(run.engine), await formatted(runFile(run.engine), JSON.stringify(run)));
}

const loadRun = (engine: Engine): BenchRun | null =>
  existsSync(runFile(engine))
    ? (JSON.parse(readFileSync(runFile(engine), 'utf8')) as BenchRun)
    : null;

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * docs/bench.md from the last run on each database: one table with the two side
 * by side (a workload missing on one shows a dash), the export, the notification
 * send and the JavaScript size, then the hand-written notes.
 */
export async function writeReport(path = resolve('docs/bench.md')): Promise<string> {
  const runs = (Object.keys(ENGINES) as Engine[])
    .map(loadRun)
    .filter((r): r is BenchRun => r !== null);
  const names = [...new Set(runs.flatMap((r) => r.workloads.map((w) => w.name)))];
  const cells = (run: BenchRun, name: string) => {
    const w = run.workloads.find((x) => x.name === name);
    return w ? [w.rps.toFixed(0), ms(w.p50), ms(w.p95)] : ['–', '–', '–'];
  };
  const connections = (name: string) =>
    runs.flatMap((r) => r.workloads).find((w) => w.name === name)?.connections ?? '';
  const lines = [
    '# Bench',
    '',
    ...runs.map(
      (r) =>
        `- **${ENGINES[r.engine]}**: \`npm run bench${r.engine === 'postgres' ? ' -- --database postgres' : ''}\` ` +
        `on ${r.date}, ${r.members.toLocaleString('en-IN')} members, ${r.secondsPerWorkload} s per workload; ` +
        `${r.seedSeconds ? `seeded in ${r.seedSeconds.toFixed(0)} s` : 'seeded by an earlier run'}; ` +
        `the audit log holds ${r.auditEvents.toLocaleString('en-IN')} events.`,
    ),
    '',
    'Server and load generator in separate processes on one 2-core machine; requests/s with p50 and p95 latency.',
    '',
    `| workload | connections | ${runs.map((r) => `${ENGINES[r.engine]} req/s | p50 | p95`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---: | ---: | ---:').join(' | ')} |`,
    ...names.map(
      (name) =>
        `| ${name} | ${connections(name)} | ${runs.map((r) => cells(r, name).join(' | ')).join(' | ')} |`,
    ),
    '',
    '| `/members/export`, every member | rows | time | body | server memory before | server peak |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (r) =>
        `| ${ENGINES[r.engine]} | ${r.export.rows.toLocaleString('en-IN')} | ${r.export.seconds.toFixed(2)} s | ` +
        `${r.export.megabytes.toFixed(1)} MB | ${mb(r.export.rssBefore)} | ${mb(r.export.rssPeak)} |`,
    ),
    '',
    '| `POST /notification` to every member | answers in (three sends) |',
    '| --- | --- |',
    ...runs.map(
      (r) =>
        `| ${ENGINES[r.engine]} | ${r.notificationSendMs.length ? r.notificationSendMs.map((v) => `${v.toFixed(0)} ms`).join(', ') : '–'} |`,
    ),
    '',
    '| JavaScript loaded by the login screen | scripts | gzipped |',
    '| --- | ---: | ---: |',
    ...(runs[0]
      ? [
          `| ours, \`/login\` | ${runs[0].js.ours.files} | ${kb(runs[0].js.ours.bytes)} |`,
          `| bare react-admin shell (floor) | ${runs[0].js.floor.files} | ${kb(runs[0].js.floor.bytes)} |`,
        ]
      : []),
    '',
    'Budgets: DESIGN.md §5 and issue 20.',
    '',
    NOTES,
  ];
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = previous.includes(NOTES)
    ? previous.slice(previous.indexOf(NOTES) + NOTES.length)
    : '\n';
  const text = await formatted(path, lines.join('\n') + notes);
  writeFileSync(path, text);
  return text;
}
