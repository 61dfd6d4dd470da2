import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { createCounters } from '../auth/counters.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { createThrottle } from '../auth/throttle.js';
const HOUR = 3_600_000;

/**
 * The public form tells a registrant that their mobile number is already
 * registered (they need to know), so the rate limits are the guard against
 * anyone probing numbers: besides the per-address ceiling on all registrations
 * (sized for a community event on one Wi-Fi), a low limit on "already
 * registered" answers per address and on attempts per mobile number.
 */
export function registrationLimits(db: Kysely<Database>, config: Config) {
  const counters = createCounters(db);
  const conflicts = createThrottle({
    counters,
    name: 'registration-conflicts',
    max: config.registrationConflictsPerHour,
    windowMs: HOUR,
    message: (minutes) => say('too_many_registrations', { smart_count: minutes }),
  });
  const perMobile = createThrottle({
    counters,
    name: 'registration-mobile',
    max: config.registrationsPerMobilePerHour,
    windowMs: HOUR,
    message: (minutes) => say('too_many_for_mobile', { smart_count: minutes }),
  });

  return async function guarded<T>(
    request: FastifyRequest,
    mobile: string,
    register: () => Promise<T>,
  ): Promise<T> {
    const number = mobile.replace(/\D/g, '').slice(-10);
    await conflicts.check(request.ip);
    await perMobile.check(number);
    await perMobile.hit(number);
    try {
      return await register();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await conflicts.hit(request.ip);
      throw error;
    }
  };
}
