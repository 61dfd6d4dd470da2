import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
export interface Gate {
  /** Waits for a free place; refuses with 503 when too many are waiting already. */
  enter(): Promise<void>;
  /** Frees the place, handing it to the next in line. */
  leave(): void;
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `max` holders at once, at most `maxWaiting` in line behind them. Used
 * for uploads: each one holds its files in memory and decodes an image, so a
 * burst of large uploads cannot take the server's memory with it.
 */
export function createGate(max: number, maxWaiting: number): Gate {
  let active = 0;
  const line: (() => void)[] = [];
  return {
    async enter() {
      if (active < max) {
        active++;
        return;
      }
      if (line.length >= maxWaiting) {
        throw new ApiError(503, say('uploads_busy'), undefined, {
          'retry-after': '10',
        });
      }
      // The place is handed over by leave(): `active` stays as it is.
      await new Promise<void>((resolve) => line.push(resolve));
    },
    leave() {
      const next = line.shift();
      if (next) next();
      else active = Math.max(0, active - 1);
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
