import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { basename } from 'node:path';

/** CPU time (ms) used so far by every Chromium process on the machine, read from /proc. */
function chromiumCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      if (!/chrom|headless_shell/.test(basename(readlinkSync(`/proc/${pid}/exe`)))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read, or is not ours to read.
    }
  }
  // The kernel counts in ticks of 10 ms (USER_HZ 100 on Linux).
  return ticks * 10;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until Chromium's own processes are quiet: three windows of 100 ms in a row
 * in which all of them together used at most 20 ms of CPU, or `limitMs` at most.
 * A new browser window keeps both of this machine's cores busy for a second or more
 * after it opens (the renderer for Chrome's own interface, among others: docs/bench.md,
 * the twenty-first session); a person types an address into a window that has
 * finished opening, so a cold load is measured from there. Nothing of the page is
 * asked for while waiting, so its cache stays empty. Without /proc it does not wait.
 */
export async function whenChromiumIsQuiet(limitMs = 15_000): Promise<void> {
  const first = chromiumCpuMs();
  if (first === null) return;
  let before: number = first;
  const started = Date.now();
  let quietWindows = 0;
  while (quietWindows < 3 && Date.now() - started < limitMs) {
    await pause(100);
    const now: number = chromiumCpuMs() ?? before;
    quietWindows = now - before <= 20 ? quietWindows + 1 : 0;
    before = now;
  }
}
