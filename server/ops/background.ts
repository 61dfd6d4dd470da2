import { execFileSync } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * Makes this process background work, so that the server's answers come first on a
 * busy machine: Linux's SCHED_IDLE for each of its threads where `chrt` (util-linux)
 * can set it — it runs only on a core nothing else wants, and gives the core up the
 * moment the server wakes — else a lower nice value. A nice value alone still let a
 * backup take a fifth of what the members list answers (docs/bench.md).
 */
export function runInBackground(): 'idle' | 'nice' {
  try {
    execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
    });
    return 'idle';
  } catch {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
    return 'nice';
  }
}
