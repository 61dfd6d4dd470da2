import { spawnSync } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * Makes this process background work, so that the server's answers come first on a
 * busy machine: below normal priority (nice 10) everywhere, and on Linux Linux's idle
 * scheduling class (`SCHED_IDLE`, set on every thread with util-linux's `chrt`, which
 * the threads and programs it starts later inherit). Niced alone, a backup still
 * cost the members list a quarter to a third of its rate under load: a niced task
 * keeps the core it holds for its time slice when the server wakes up, and the
 * server's requests waited on it; an idle-class task gives the core up at once
 * (docs/deploy.md "Backups", docs/bench.md). Without `chrt` (not Linux, or a system
 * without util-linux) nice 10 stays. Answers whether the idle class was taken.
 */
export function runInBackground(): boolean {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  if (process.platform !== 'linux') return false;
  const chrt = spawnSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
    stdio: 'ignore',
  });
  return chrt.status === 0;
}
