import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { enterAgain, registerRequestContext } from './http/request-context.js';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { UPLOAD } from '../shared/rules.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerQuickClose } from './http/closing.js';
import { registerCookies } from './http/cookies.js';
import { serializerCompiler } from './http/serializer.js';
import { RequestLines, requestLogger } from './http/request-logger.js';
import { errorBody, frameworkMessage, registerErrorHandler } from './http/errors.js';
import { say } from '../shared/contract/say.js';
import { minutesLeft, registerMessageCodes } from './http/messages.js';
import { normaliseQuery } from './lists/list-query.js';
import { privateDirSync } from './db/private-files.js';
import { multipartBodies, registerMultipartReader } from './uploads/multipart.js';
import { refuseNul, refuseNulInBody } from './http/nul-edge.js';
import { registerBodyHooks } from './http/body-routes.js';
import { registerSessions, sessionRules, signedInUnlessPublic } from './auth/sessions.js';
import { gateEachRoute, recordAccess, type RouteAccess } from './auth/access.js';
import { createCounters } from './auth/counters.js';
import { rateLimitStore } from './auth/throttle.js';
import { adminRoutes } from './admins/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { importRoutes } from './import/routes.js';
import { duplicateRoutes } from './duplicates/routes.js';
import { directoryRoutes } from './directory/routes.js';
import { signInLinkRoutes } from './accounts/sign-in-link-routes.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes, userRoutes } from './auth/routes.js';
import { healthRoutes } from './http/health.js';
import { committeeRoutes } from './committee/routes.js';
import { contactRoutes } from './contact/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { donorRoutes } from './donor/routes.js';
import { lookupRoutes } from './masters/lookups.js';
import { masterRoutes } from './masters/routes.js';
import { memberRoutes } from './member/routes.js';
import { resultRoutes } from './result/routes.js';
import { businessPortalRoutes } from './business-portal/routes.js';
import { eventRoutes } from './event/routes.js';
import { backupRoutes } from './ops/routes.js';
import { scheduleNightlyBackups } from './ops/nightly-backup.js';
import { scheduleGreetings } from './birthdays/schedule.js';
import { galleryRoutes } from './gallery/routes.js';
import { jobRoutes } from './job/routes.js';
import { notificationRoutes } from './notification/routes.js';
import {
  createDeliveryQueue,
  loadFcmChannel,
  outboxChannel,
  type Channels,
  type DeliveryChannel,
  type DeliveryQueue,
} from './notification/delivery.js';
import { programRoutes } from './program/routes.js';
import { channelsLine, providersFrom } from './messaging/channels.js';
import { templateRoutes } from './messaging/template-routes.js';
import { birthdayRoutes } from './birthdays/routes.js';
import { kinRoutes } from './kin/routes.js';
import { consentRoutes } from './messaging/consent-routes.js';
import { webhookRoutes } from './messaging/webhook-routes.js';
import { createOneTimeCodes, type OneTimeCodes } from './messaging/one-time-codes.js';
import { doorRoutes } from './door/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { rightsRoutes } from './privacy/rights-routes.js';
import { changeRequestRoutes } from './door/office-routes.js';

export const API_PREFIX = '/api/frontend';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications being delivered in the background (docs/product.md §11). */
    deliveries: DeliveryQueue;
    /** One-time codes for the member's door (docs/messaging.md). */
    codes: OneTimeCodes;
    /** Each API route's line of the access table (shared/access.ts), by `METHOD /path`. */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
  interface FastifyContextConfig {
    /** Routes under the API prefix need a signed-in administrator unless marked public. */
    public?: boolean;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  logger?: boolean;
  /** How notifications are delivered; by default from the configuration (tests pass a fake FCM). */
  channel?: DeliveryChannel;
  /** WhatsApp and SMS providers; by default those the configuration sets up. */
  providers?: Channels['providers'];
}

/** The whole server as a Fastify instance; tests drive it with `inject()`. */
export async function buildApp({
  db,
  config,
  logger = false,
  channel,
  providers,
}: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutMs;
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Without a logger, Fastify's stand-in has no levels to ask: its own children are used.
    ...(logger && { childLoggerFactory: requestLogger, logController: new RequestLines() }),
    // A hop count trusts that many proxies from the server outwards, never the
    // client-written start of X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive within its timeout (checked every second), its headers
    // within ten seconds, and a connection silent for 30 seconds is closed: a body
    // trickling in a byte at a time cannot hold the server for minutes.
    requestTimeout: requestTimeout,
    connectionTimeout: 30_000,
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(10_000, requestTimeout),
    },
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send(errorBody(frameworkMessage(error)));
    },
    // `key[]=a&key[]=b` (axios' array form) arrives as `key: ['a', 'b']`.
    routerOptions: { querystringParser: (text) => normaliseQuery(parseQuery(text)) },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route declares zod schemas: they check the input and shape the answer.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMessageCodes(app);
  registerQuickClose(app);
  // The request being served is reachable from the write path (the audit log's actor).
  registerRequestContext(app);
  registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Family directory API',
        description:
          'The /api/frontend contract of the back-office (docs/product.md §7), generated from the route schemas.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    // Its pages carry their own Content-Security-Policy for the inline parts they need.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
  registerCookies(app);
  registerMultipartReader(app, {
    limits: { fileSize: UPLOAD.maxBytes, files: 5, fields: 100, fieldSize: 100_000 },
  });
  refuseNul(app);
  registerBodyHooks(app, [enterAgain, multipartBodies(app, config.uploadsAtOnce), refuseNulInBody]);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so the ceilings hold across API processes.
    store: rateLimitStore(createCounters(db)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: say('too_many_attempts', { smart_count: minutesLeft(context.ttl) }),
    }),
  });
  registerSessions(app, db, sessionRules(config));
  const push =
    channel ??
    (config.notifyChannel === 'fcm' && config.fcmServiceAccount
      ? await loadFcmChannel(config.fcmServiceAccount)
      : outboxChannel());
  const messageProviders = providers ?? providersFrom(config.messaging);
  app.log.info(channelsLine(push.name, messageProviders, config.messaging));
  const deliveries = createDeliveryQueue(db, { push, providers: messageProviders }, (error) =>
    app.log.error({ err: error }, 'notification delivery failed'),
  );
  app.decorate('deliveries', deliveries);
  app.decorate(
    'codes',
    createOneTimeCodes(db, {
      providers: messageProviders,
      counters: createCounters(db),
      perMobilePerHour: config.messaging.codesPerMobilePerHour,
      perAddressPerHour: config.messaging.codesPerAddressPerHour,
      codesToLog: config.messaging.codesToLog,
      log: (line) => app.log.warn(line),
    }),
  );
  // What a stopped or killed process left is delivered by the next to start, or by
  // another process once its lease has run out.
  deliveries.resume();
  deliveries.startSweeping();
  const backups = scheduleNightlyBackups(db, config, app.log);
  app.addHook('onClose', async () => backups.stop());
  const greetings = scheduleGreetings(db, config, messageProviders, app.log);
  app.addHook('onClose', async () => greetings.stop());
  // Closing waits for the requests already on their way, not for a whole sending.
  app.addHook('onClose', async () => deliveries.stop());

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { prefix: '/auth', db, config });
  await app.register(signInLinkRoutes, { prefix: '/auth', db, config });
  const routeAccess = new Map<string, RouteAccess>();
  app.decorate('routeAccess', routeAccess);
  await app.register(
    async (api) => {
      api.addHook('onRoute', recordAccess(routeAccess));
      api.addHook('onRoute', gateEachRoute);
      await api.register(userRoutes, { db, config });
      await api.register(lookupRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(masterRoutes, { db });
      await api.register(contactRoutes, { db });
      await api.register(adminRoutes, { db });
      await api.register(accountRoutes, { db, config });
      await api.register(committeeRoutes, { db });
      await api.register(donorRoutes, { db });
      await api.register(memberRoutes, { db, config });
      await api.register(importRoutes, { db, config });
      await api.register(duplicateRoutes, { db, config });
      await api.register(directoryRoutes, { db, config });
      await api.register(resultRoutes, { db, storageDir: config.storageDir });
      await api.register(businessPortalRoutes, { db, storageDir: config.storageDir });
      await api.register(programRoutes, { db });
      await api.register(eventRoutes, { db });
      await api.register(backupRoutes, { db, backupDir: config.backupDir });
      await api.register(galleryRoutes, { db, storageDir: config.storageDir });
      await api.register(jobRoutes, { db });
      await api.register(notificationRoutes, { db, deliveries });
      await api.register(templateRoutes, { db });
      await api.register(consentRoutes, { db });
      await api.register(kinRoutes, { db });
      await api.register(privacyRoutes, { db, config });
      await api.register(rightsRoutes, { db, config });
      await api.register(changeRequestRoutes, { db, config, providers: messageProviders });
      await api.register(birthdayRoutes, {
        db,
        timeZone: config.timeZone,
        greetingHour: Object.keys(messageProviders).length ? config.greetingHour : null,
      });
      await api.register(auditRoutes, { db, config });
    },
    { prefix: API_PREFIX },
  );

  // The member's door: its own session cookie, nothing of the office's API.
  await app.register(doorRoutes, { prefix: '/api/member', db, config });

  await app.register(webhookRoutes, {
    db,
    config: config.messaging,
    touch: deliveries.recounts.touch,
  });

  privateDirSync(config.storageDir);
  await app.register(async (files) => {
    // Photos are personal data: only for a signed-in session unless the deployment
    // opens them for a member app that loads them by URL (docs/security.md).
    if (!config.publicStorage) files.addHook('onRequest', signedInUnlessPublic);
    await files.register(fastifyStatic, {
      root: config.storageDir,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      // Never kept by a shared cache; names change when a file is replaced.
      cacheControl: false,
      setHeaders: (res) => res.header('Cache-Control', 'private, max-age=86400'),
    });
  });

  const spa = existsSync(join(config.distDir, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      // The build wrote .br and .gz copies (build/precompress.ts): sent as accepted, with Vary.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = ['/api/', '/auth/', '/storage/'].some((p) => url.startsWith(p));
    if (spa && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(url)) {
      // The member page is an entry of its own (docs/member-door.md).
      const page = url === '/me' || url.startsWith('/me/') ? 'me.html' : 'index.html';
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile(page, config.distDir, { cacheControl: false });
    }
    return reply.status(404).send(errorBody(say('page_not_found')));
  });

  return app;
}
