import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { SESSION_CHECK_HASH } from '../../shared/session-check.js';

/** What the SPA needs and nothing more: its own scripts, fonts, images and API. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    // index.html's one inline script: the early session check, allowed by its hash.
    scriptSrc: ["'self'", SESSION_CHECK_HASH],
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

/** The API's answers (and the sign-in's): JSON, never a page. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

/** Helmet's headers for our options, worked out once: they never depend on the request. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet({
    contentSecurityPolicy,
    // Sent below, and only over https: on plain http it would do nothing but confuse.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // The SPA on another host (VITE_API_URL) still loads /storage images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * What a JSON answer needs of them (OWASP's REST security cheat sheet): it is never a
 * document, so it loads nothing and is framed by nobody; it is not sniffed as
 * something else, not read by another site, and not kept in a cache.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
  'cache-control': 'no-store',
};

/**
 * Security headers on every answer: the pages and stored files get helmet's (CSP,
 * nosniff, frame and referrer policies, cross-origin policies) and a
 * Permissions-Policy; the API's answers the few that matter for JSON, with
 * `Cache-Control: no-store`, so no personal data stays in a shared computer's cache
 * (a fifth of the bytes: every list answer carries them); HSTS on both, only when
 * the request came over https.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // As name and value pairs, listed once: `reply.headers` lists an object's keys on
  // every request.
  const api = Object.entries(API_HEADERS);
  const pages = Object.entries(helmetHeaders());
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApi(request.url) ? api : pages) reply.header(name, value);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
