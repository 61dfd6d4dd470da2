import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../lib/errors.js';
import { createLoginThrottle } from '../lib/login-throttle.js';
import { decoyHash, verifyPassword } from '../lib/passwords.js';
import { endSession, refreshXsrfCookie, requireUser, startSession } from '../lib/sessions.js';
import { parse } from '../lib/validation.js';

const credentials = z.object({
  email: z
    .string({ error: 'The email is required.' })
    .trim()
    .min(1, 'The email is required.')
    .max(254, 'The email is too long.')
    .pipe(z.email('Enter a valid email address.')),
  password: z
    .string({ error: 'The password is required.' })
    .min(1, 'The password is required.')
    .max(200, 'The password is too long.'),
});

const wrongCredentials = 'The email or password is incorrect.';

/** `POST /auth/login` and `POST /auth/logout`, outside the API prefix (spec §7). */
export async function authRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const throttle = createLoginThrottle({
    maxFailures: config.loginMaxAttempts,
    windowMs: config.loginWindowMs,
  });

  app.post(
    '/login',
    {
      // Besides the failures per address and email below, a ceiling on all attempts per address.
      config: {
        rateLimit: { max: config.loginMaxAttempts * 10, timeWindow: config.loginWindowMs },
      },
    },
    async (request, reply) => {
      const { email, password } = parse(credentials, request.body);
      const key = `${request.ip}|${email.toLowerCase()}`;
      throttle.check(key);
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      const ok = await verifyPassword(password, user?.password_hash ?? decoyHash);
      if (!user || !ok) {
        throttle.fail(key);
        throw new ApiError(422, wrongCredentials, { password: [wrongCredentials] });
      }
      throttle.succeed(key);
      await startSession(db, request, reply, user.id);
      return { message: 'Signed in.', data: { name: user.name, email: user.email } };
    },
  );

  app.post('/logout', async (request, reply) => {
    await endSession(db, request, reply);
    return { message: 'Signed out.' };
  });
}

/** `GET /api/frontend/user`: the signed-in account, or 401. */
export async function userRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/user', { preHandler: requireUser }, async (request, reply) => {
    await refreshXsrfCookie(db, request, reply);
    const user = request.user!;
    return { data: { id: user.id, name: user.name, email: user.email, type: user.type } };
  });
}
