import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Counters } from './counters.js';
import { ApiError } from '../http/errors.js';
export interface Throttle {
  /** Refuses with 429 and `Retry-After` when `key` has used up its attempts. */
  check(key: string): Promise<void>;
  /** Counts one attempt for `key`. */
  hit(key: string): Promise<void>;
  /**
   * Counts one attempt for `key` first, then refuses it with 429 when it is past
   * the limit: attempts that arrive together are each counted before any is
   * judged, so a burst cannot slip past a limit it is checked against all at once.
   * Atomic across processes (one upsert in the database).
   */
  reserve(key: string): Promise<void>;
  /** Forgets `key`'s attempts (a successful sign-in). */
  clear(key: string): Promise<void>;
}

/**
 * At most `max` attempts per key within a window that starts with the key's first
 * attempt; past that, every attempt for the key is refused until the window ends.
 * Counted in the database (`counters`), so every API process counts the same
 * attempts; `name` keeps one throttle's keys apart from another's.
 */
export function createThrottle({
  counters,
  name,
  max,
  windowMs,
  message,
}: {
  counters: Counters;
  name: string;
  max: number;
  windowMs: number;
  /** The refusal, given the minutes to wait. */
  message: (minutes: number) => string;
}): Throttle {
  const keyOf = (key: string) => `${name}|${key}`;
  return {
    async check(key) {
      const { hits, msLeft } = await counters.peek(keyOf(key));
      if (hits >= max) {
        const seconds = Math.max(1, Math.ceil(msLeft / 1000));
        throw tooManyRequests(message(Math.ceil(seconds / 60)), seconds);
      }
    },
    async hit(key) {
      await counters.hit(keyOf(key), windowMs);
    },
    async reserve(key) {
      const { hits, msLeft } = await counters.hit(keyOf(key), windowMs);
      if (hits > max) {
        const seconds = Math.max(1, Math.ceil(msLeft / 1000));
        throw tooManyRequests(message(Math.ceil(seconds / 60)), seconds);
      }
    },
    clear: (key) => counters.clear(keyOf(key)),
  };
}

/** A 429 that says when to try again, in the message and in `Retry-After`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counts in `counters` (each
 * route's keys apart), so a per-address ceiling holds across API processes.
 */
export function rateLimitStore(counters: Counters) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate-limit|';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      counters.peek(this.prefix + key).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    /** The route's own store: the plugin hands over its options with the route as `routeInfo`. */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(
        `rate-limit|${String(route?.method)} ${String(route?.url)}|`,
      );
    }
  };
}
