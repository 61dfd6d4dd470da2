import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuMicros, postgresCpuMicros, type CpuSample } from './cpu-time.js';
import { load, type LoadResult } from './load.js';

/** The processes whose CPU a load watches: a pid each, or every PostgreSQL process. */
export type Watched = Record<string, number | 'postgres'>;

interface Job {
  id: number;
  urls: string[];
  headers: Record<string, string>;
  options: { connections?: number; durationMs?: number; warmupMs?: number };
  watch?: Watched;
}

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
 * 12 ms with 300 MB of other objects beside the load (docs/bench.md). One process
 * serves the whole run, one load at a time.
 */
export function loadGenerator() {
  let child: ChildProcess | undefined;
  let next = 0;
  const waiting = new Map<number, (result: LoadResult | { error: string }) => void>();
  const started = () => {
    if (child) return child;
    child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { id: number; result: LoadResult | { error: string } }) => {
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
  return {
    /** `load` (bench/load.ts) run in the generator's process; `watch` names the CPU to count. */
    load(
      urls: string[],
      headers: Record<string, string>,
      options: Job['options'] & { watch?: Watched } = {},
    ): Promise<LoadResult> {
      const { watch, ...rest } = options;
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, (result) =>
          'error' in result ? reject(new Error(result.error)) : resolve(result),
        );
        started().send({ id, urls, headers, options: rest, watch } satisfies Job);
      });
    },
    stop() {
      child?.kill();
      child = undefined;
    },
  };
}

if (process.argv.includes('--serve')) {
  process.on('message', (job: Job) => {
    const { id, urls, headers, options, watch } = job;
    load(urls, headers, { ...options, ...(watch ? { cpu: () => sample(watch) } : {}) }).then(
      (result) => process.send!({ id, result }),
      (error: Error) => process.send!({ id, result: { error: error.message } }),
    );
  });
  // Ends with the bench: the IPC channel closes when its parent exits.
  process.on('disconnect', () => process.exit(0));
}
