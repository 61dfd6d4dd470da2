import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuMicros, postgresCpuMicros, type CpuSample } from './cpu-time.js';
import { load, type LoadResult } from './load.js';
import { measureManySessions, type ManySessionsResult } from './sessions.js';

/** The processes whose CPU a load watches: a pid each, or every PostgreSQL process. */
export type Watched = Record<string, number | 'postgres'>;

interface LoadJob {
  id: number;
  kind: 'load';
  urls: string[];
  headers: Record<string, string>;
  options: { connections?: number; durationMs?: number; warmupMs?: number };
  watch?: Watched;
}

/** The many signed-in sessions' workload (bench/sessions.ts), with what it needs. */
type SessionsJob = { id: number; kind: 'sessions' } & Parameters<typeof measureManySessions>[0];

type Job = LoadJob | SessionsJob;
type Answer = LoadResult | ManySessionsResult | { error: string };

const sample = (watch: Watched): CpuSample =>
  Object.fromEntries(
    Object.entries(watch).map(([who, pid]) => [
      who,
      pid === 'postgres' ? postgresCpuMicros() : cpuMicros(pid),
    ]),
  );

/**
 * The load generator in a process of its own, holding nothing but the load. In the
 * bench's own process (400 MB of seeding and results by the time it measures) each
 * of its garbage collections stopped every request in flight, and the requests
 * measured took it as the server's time: a business portal's p95 went from 6–8 ms to
 * 12 ms with 300 MB of other objects beside the load (docs/bench.md). The 200
 * sessions, measured there after every other workload, had a p99 of 582 ms; the same
 * load alone from a fresh process, 248 ms. One process serves the whole run, one
 * load at a time.
 */
export function loadGenerator() {
  let child: ChildProcess | undefined;
  let next = 0;
  const waiting = new Map<number, (result: Answer) => void>();
  const started = () => {
    if (child) return child;
    child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { id: number; result: Answer }) => {
      waiting.get(message.id)?.(message.result);
      waiting.delete(message.id);
    });
    child.on('exit', (code) => {
      for (const done of waiting.values()) done({ error: `The load generator ended (${code}).` });
      waiting.clear();
      child = undefined;
    });
    return child;
  };
  /** Sends `job` to the generator's process and waits for its answer. */
  const run = <Result>(job: Job) =>
    new Promise<Result>((resolve, reject) => {
      waiting.set(job.id, (result) =>
        'error' in result ? reject(new Error(result.error)) : resolve(result as Result),
      );
      started().send(job);
    });
  return {
    /** `load` (bench/load.ts) run in the generator's process; `watch` names the CPU to count. */
    load(
      urls: string[],
      headers: Record<string, string>,
      options: LoadJob['options'] & { watch?: Watched } = {},
    ): Promise<LoadResult> {
      const { watch, ...rest } = options;
      return run({ id: next++, kind: 'load', urls, headers, options: rest, watch });
    },
    /** `measureManySessions` (bench/sessions.ts) run in the generator's process. */
    sessions(options: Parameters<typeof measureManySessions>[0]): Promise<ManySessionsResult> {
      return run({ id: next++, kind: 'sessions', ...options });
    },
    stop() {
      child?.kill();
      child = undefined;
    },
  };
}

if (process.argv.includes('--serve')) {
  const work = (job: Job): Promise<LoadResult | ManySessionsResult> => {
    if (job.kind === 'sessions') {
      const { id: _, kind: __, ...options } = job;
      return measureManySessions(options);
    }
    const { urls, headers, options, watch } = job;
    return load(urls, headers, { ...options, ...(watch ? { cpu: () => sample(watch) } : {}) });
  };
  process.on('message', (job: Job) => {
    work(job).then(
      (result) => process.send!({ id: job.id, result }),
      (error: Error) => process.send!({ id: job.id, result: { error: error.message } }),
    );
  });
  // Ends with the bench: the IPC channel closes when its parent exits.
  process.on('disconnect', () => process.exit(0));
}
