import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;

/** User and system CPU time a process has used, in µs, from /proc; undefined without it. */
export function cpuMicros(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of every PostgreSQL process on this machine (its server and each
 * connection's backend), in µs; undefined when none is local or there is no /proc.
 */
export function postgresCpuMicros(): number | undefined {
  let total: number | undefined;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8');
    } catch {
      continue;
    }
    if (!name.startsWith('postgres')) continue;
    const micros = cpuMicros(Number(entry));
    if (micros !== undefined) total = (total ?? 0) + micros;
  }
  return total;
}

/** What a load's CPU sampler reads: each measured process's CPU time so far, in µs. */
export type CpuSample = Record<string, number | undefined>;

/** CPU µs per request of each process sampled, between two samples. */
export function cpuPerRequest(
  before: CpuSample,
  after: CpuSample,
  requests: number,
): Record<string, number> {
  const per: Record<string, number> = {};
  for (const [who, start] of Object.entries(before)) {
    const end = after[who];
    if (start !== undefined && end !== undefined && requests > 0)
      per[who] = (end - start) / requests;
  }
  return per;
}
