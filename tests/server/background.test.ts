import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A process that makes itself background work and says what each of its threads runs at. */
const CHILD = `
import { readdirSync, readFileSync } from 'node:fs';
import { runInBackground } from './server/ops/background.ts';
const idle = runInBackground();
const threads = readdirSync('/proc/self/task').map((tid) => {
  const fields = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ');
  return { nice: Number(fields[16]), policy: Number(fields[38]) };
});
console.log(JSON.stringify({ idle, threads }));
`;

describe.runIf(process.platform === 'linux')(
  'a backup as background work (server/ops/background.ts)',
  () => {
    it('puts every thread of its process in the idle class, else below normal priority', () => {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', CHILD],
        {
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).toBe(0);
      const { idle, threads } = JSON.parse(run.stdout) as {
        idle: boolean;
        threads: { nice: number; policy: number }[];
      };
      const hasChrt = spawnSync('chrt', ['--version']).status === 0;
      expect(idle).toBe(hasChrt);
      // SCHED_IDLE is policy 5; without chrt the main thread is at nice 10.
      if (hasChrt) expect(threads.every((t) => t.policy === 5)).toBe(true);
      else expect(threads[0]!.nice).toBe(10);
    });
  },
);
