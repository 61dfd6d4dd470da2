import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
const health = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * `GET /healthz` for a reverse proxy or an orchestrator: 200 while the database
 * answers, 503 when it does not (the process then takes no traffic). Public and
 * cheap: one `SELECT 1`, no session.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: { tags: ['Health'], response: { 200: health, 503: health } },
    },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(db);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
