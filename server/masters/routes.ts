import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { businessTypes, districts, education } from './named.js';
import { placeChoiceRoutes, postRoutes, villageRoutes } from './places.js';

/** The masters area: business types, education, district, post, village. */
export async function masterRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  for (const routes of [
    businessTypes,
    education,
    districts,
    postRoutes,
    villageRoutes,
    placeChoiceRoutes,
  ]) {
    await app.register(routes, options);
  }
}
