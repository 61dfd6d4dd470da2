import { ApiError } from './errors.js';

const MAX_KEYS = 10_000;

export interface Throttle {
  /** Refuses with 429 and `Retry-After` when `key` has used up its attempts. */
  check(key: string, now?: number): void;
  /** Counts one attempt for `key`. */
  hit(key: string, now?: number): void;
  /** Forgets `key`'s attempts (a successful sign-in). */
  clear(key: string): void;
}

/**
 * Counts attempts per key within a sliding window; past `max` every attempt for
 * that key is refused until the window has moved on. At most 10,000 keys are
 * kept (the oldest go first), so a flood of keys cannot exhaust memory.
 */
export function createThrottle({
  max,
  windowMs,
  message,
}: {
  max: number;
  windowMs: number;
  /** The refusal, given the minutes to wait. */
  message: (minutes: number) => string;
}): Throttle {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const kept = (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  return {
    check(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length >= max) {
        const seconds = Math.max(1, Math.ceil((kept[0]! + windowMs - now) / 1000));
        throw tooManyRequests(message(Math.ceil(seconds / 60)), seconds);
      }
    },
    hit(key, now = Date.now()) {
      if (attempts.size >= MAX_KEYS && !attempts.has(key)) {
        const oldest = attempts.keys().next().value;
        if (oldest !== undefined) attempts.delete(oldest);
      }
      attempts.set(key, [...recent(key, now), now]);
    },
    clear(key) {
      attempts.delete(key);
    },
  };
}

/** A 429 that says when to try again, in the message and in `Retry-After`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
