import { ApiError } from './errors.js';

const MAX_KEYS = 10_000;

/**
 * Counts failed sign-ins per key (address and email) within a sliding window;
 * past `maxFailures` every attempt for that key is refused with 429 until the
 * window has moved on. A successful sign-in clears the key's failures, so an
 * office that signs in all day is never locked out by its own successes.
 */
export function createLoginThrottle({
  maxFailures,
  windowMs,
}: {
  maxFailures: number;
  windowMs: number;
}) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    check(key: string, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length >= maxFailures) {
        const minutes = Math.max(1, Math.ceil((kept[0]! + windowMs - now) / 60_000));
        throw new ApiError(
          429,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    fail(key: string, now = Date.now()) {
      if (failures.size >= MAX_KEYS && !failures.has(key)) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, [...recent(key, now), now]);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
