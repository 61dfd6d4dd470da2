import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** What the SPA needs and nothing more: its own scripts, fonts, images and API. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) writes its styles into <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Photo previews are blob: URLs; MUI's icons and the logo may be data: URLs.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Browser features the back-office never uses, switched off for every page. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const API = ['/api/', '/auth/'];

/**
 * Security headers on every answer through helmet (CSP, nosniff, frame and
 * referrer policies, cross-origin policies), a Permissions-Policy, HSTS only when
 * the request came over https, and `Cache-Control: no-store` on every API answer,
 * so no personal data stays in a shared computer's cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    // Sent below, and only over https: on plain http it would do nothing but confuse.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // The SPA on another host (VITE_API_URL) still loads /storage images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (API.some((prefix) => request.url.startsWith(prefix)))
      reply.header('Cache-Control', 'no-store');
  });
}
