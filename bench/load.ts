import { Client } from 'undici';
import { cpuPerRequest, type CpuSample } from './cpu-time.js';

/** A closed-loop load: `connections` workers each sending one request after another. */
export interface LoadResult {
  requests: number;
  /** Every request's time, sorted (kept out of the saved runs). */
  latencies?: number[];
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  seconds?: number;
  /**
   * CPU µs per request of each process the load was told to watch (`server`,
   * `floor`, `database`): what a request costs, apart from what the load generator
   * on the same cores leaves it.
   */
  cpu?: Record<string, number>;
  /** Ours against the floor, when measured in turn with it (`pairedRatio`). */
  ratio?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

export async function load(
  urls: string[],
  headers: Record<string, string>,
  {
    connections = 10,
    durationMs = 5_000,
    warmupMs = 1_000,
    cpu,
    count,
  }: {
    connections?: number;
    durationMs?: number;
    warmupMs?: number;
    /** Exactly this many requests, however long they take (instead of `durationMs`). */
    count?: number;
    /** Reads the CPU time of the processes to watch (bench/cpu-time.ts). */
    cpu?: () => CpuSample;
  } = {},
): Promise<LoadResult> {
  // The same load, unmeasured, first: both servers are measured warm (code compiled
  // by V8, statements prepared, caches filled), as they run all day.
  if (warmupMs > 0) await load(urls, headers, { connections, durationMs: warmupMs, warmupMs: 0 });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + durationMs;
  const cpuBefore = cpu?.();
  const started = performance.now();
  const targets = urls.map((url) => {
    const { origin, pathname, search } = new URL(url);
    return { origin, path: pathname + search };
  });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // Each worker holds its own keep-alive connection to each server, as a browser
      // tab would. undici's Client, not `fetch`: on these two cores the load generator
      // shares the CPU with the servers, and `fetch` spent twice what a request needs
      // (docs/bench.md), which the servers' figures then paid for.
      const clients = new Map<string, Client>();
      try {
        while (count === undefined ? performance.now() < end : next < count) {
          const { origin, path } = targets[next++ % targets.length]!;
          let client = clients.get(origin);
          if (!client) clients.set(origin, (client = new Client(origin)));
          const t = performance.now();
          const { statusCode, body } = await client.request({ method: 'GET', path, headers });
          await body.arrayBuffer();
          latencies.push(performance.now() - t);
          if (statusCode < 200 || statusCode > 299) errors++;
        }
      } finally {
        await Promise.all([...clients.values()].map((client) => client.close()));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpu?.();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    latencies,
    seconds: elapsed,
    ...(cpuBefore && cpuAfter ? { cpu: cpuPerRequest(cpuBefore, cpuAfter, latencies.length) } : {}),
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

/**
 * Ours against the floor as the median of the slices' own ratios (each slice of ours
 * with the floor's slice right after it): on a shared machine one slower second
 * moves the ratio of the slice it fell in, not the whole workload's.
 */
export function pairedRatio(ours: LoadResult[], floor: LoadResult[]): number {
  const ratios = ours.map((r, i) => r.rps / floor[i]!.rps).sort((a, b) => a - b);
  const middle = ratios.length / 2;
  return ratios.length % 2
    ? ratios[Math.floor(middle)]!
    : (ratios[middle - 1]! + ratios[middle]!) / 2;
}

/** Several runs of one workload as one: requests over their total time, percentiles of all. */
export function combine(runs: LoadResult[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  // Each process's CPU per request over all the runs: weighted by their requests.
  const cpu: Record<string, number> = {};
  for (const who of new Set(runs.flatMap((r) => Object.keys(r.cpu ?? {})))) {
    const measured = runs.filter((r) => r.cpu?.[who] !== undefined);
    const requests = measured.reduce((sum, r) => sum + r.requests, 0);
    if (requests > 0)
      cpu[who] = measured.reduce((sum, r) => sum + r.cpu![who]! * r.requests, 0) / requests;
  }
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    ...(Object.keys(cpu).length ? { cpu } : {}),
  };
}
