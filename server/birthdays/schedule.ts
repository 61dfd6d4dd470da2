import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { MessageProvider } from '../messaging/provider.js';
import type { TemplateChannel } from '../../shared/messaging.js';
import { todayIn } from '../../shared/days.js';
import { claimLease, holdLeaseUntil, renewLease } from '../work/leases.js';
import { runGreetings, settleStaleClaims } from './greetings.js';

/** How often a process looks whether the day's greetings are due. */
const LOOK_EVERY_MS = 5 * 60_000;
/** The day's run, held by one process; renewed after every batch. */
const RUN_LEASE_MS = 15 * 60_000;

/** The hour of the day in `timeZone`. */
export const hourIn = (timeZone: string, now = new Date()) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );

/**
 * The daily greeting (docs/birthdays.md): from `GREETING_HOUR` in the community's time
 * zone, one process at a time (the day's lease) greets the day's birthdays and
 * anniversaries; a process that dies lets another finish once the lease runs out, and
 * the ledger keeps anyone from being greeted twice. Off without a WhatsApp or SMS
 * provider, or with `GREETING_HOUR=off`.
 */
export function scheduleGreetings(
  db: Kysely<Database>,
  config: { timeZone: string; greetingHour: number | null },
  providers: Partial<Record<TemplateChannel, MessageProvider>>,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
) {
  if (config.greetingHour === null || !Object.keys(providers).length) return { stop: () => {} };
  const hour = config.greetingHour;
  let running: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const look = async () => {
    if (stopping || hourIn(config.timeZone) < hour) return;
    const day = todayIn(config.timeZone);
    const lease = `greetings:${day}`;
    if (!(await claimLease(db, lease, RUN_LEASE_MS))) return;
    await settleStaleClaims(db);
    const run = await runGreetings(db, providers, day, {
      onBatch: () => void renewLease(db, lease, RUN_LEASE_MS),
      stopping: () => stopping,
    });
    // Stopped half-way (the process is shutting down): the lease runs out and the
    // next process to look finishes the day; the ledger greets nobody twice.
    if (stopping) return log.info({ day, ...run }, 'greetings paused: the server is stopping');
    await holdLeaseUntil(db, lease, Date.now() + 2 * 86_400_000);
    log.info({ day, ...run }, 'greetings sent');
  };
  const tick = () => {
    running = look().catch((error: unknown) => log.error({ err: error }, 'greetings failed'));
  };
  const timer = setInterval(tick, LOOK_EVERY_MS);
  timer.unref();
  const first = setTimeout(tick, 10_000);
  first.unref();
  return {
    // Shutting down waits for the batch being sent, not for the whole day's run.
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
