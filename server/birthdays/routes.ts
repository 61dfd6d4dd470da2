import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { districtScope, withinScope } from '../auth/scope.js';
import {
  birthdaysList,
  birthdaysQuery,
  greetingDay,
  greetingsQuery,
  RANGE_DAYS,
} from '../../shared/contract/birthdays.js';
import { todayIn } from '../../shared/days.js';
import { readDays } from './read.js';
import { readGreetingDay } from './greeting-day.js';

const tags = ['Birthdays'];

/**
 * Birthdays and anniversaries (docs/birthdays.md): a range of days from today in the
 * community's time zone (or the day asked), by district, village and occasion, in a
 * coordinator's districts only; paged, or whole (`itemsPerPage=-1`) for the CSV and the
 * printed list. And a day's greetings: sent, failed, skipped and why.
 */
export const birthdayRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  timeZone: string;
  /** The hour greetings go out, or null when they are off. */
  greetingHour: number | null;
}> = async (app, { db, timeZone, greetingHour }) => {
  app.get(
    '/birthdays',
    {
      config: { access: { resource: 'birthdays' } },
      schema: { tags, querystring: birthdaysQuery, response: { 200: birthdaysList } },
    },
    async (request) => {
      const q = request.query;
      const scope = districtScope(request);
      const { rows, from, to } = await readDays(db, scope, {
        from: q.from ?? todayIn(timeZone),
        days: RANGE_DAYS[q.range],
        occasion: q.occasion,
        district_id: withinScope(q.district_id, scope),
        post_id: q.post_id,
        village_id: q.village_id,
      });
      const all = q.itemsPerPage < 0;
      const start = all ? 0 : (q.page - 1) * q.itemsPerPage;
      return {
        data: all ? rows : rows.slice(start, start + q.itemsPerPage),
        total: rows.length,
        from,
        to,
      };
    },
  );

  app.get(
    '/birthdays/greetings',
    {
      config: { access: { resource: 'birthdays' } },
      schema: { tags, querystring: greetingsQuery, response: { 200: greetingDay } },
    },
    async (request) => {
      const day = request.query.day ?? todayIn(timeZone);
      return { ...(await readGreetingDay(db, districtScope(request), day)), hour: greetingHour };
    },
  );
};
