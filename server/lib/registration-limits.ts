import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from './errors.js';
import { say } from './messages.js';
import { createThrottle } from './throttle.js';

const HOUR = 3_600_000;

/**
 * The public form tells a registrant that their mobile number is already
 * registered (they need to know), so the rate limits are the guard against
 * anyone probing numbers: besides the per-address ceiling on all registrations
 * (sized for a community event on one Wi-Fi), a low limit on "already
 * registered" answers per address and on attempts per mobile number.
 */
export function registrationLimits(config: Config) {
  const conflicts = createThrottle({
    max: config.registrationConflictsPerHour ?? 20,
    windowMs: HOUR,
    message: (minutes) => say('too_many_registrations', { smart_count: minutes }),
  });
  const perMobile = createThrottle({
    max: config.registrationsPerMobilePerHour ?? 5,
    windowMs: HOUR,
    message: (minutes) => say('too_many_for_mobile', { smart_count: minutes }),
  });

  return async function guarded<T>(
    request: FastifyRequest,
    mobile: string,
    register: () => Promise<T>,
  ): Promise<T> {
    const number = mobile.replace(/\D/g, '').slice(-10);
    conflicts.check(request.ip);
    perMobile.check(number);
    perMobile.hit(number);
    try {
      return await register();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) conflicts.hit(request.ip);
      throw error;
    }
  };
}
