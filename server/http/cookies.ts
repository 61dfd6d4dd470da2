import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies once `cookiesOf` has read them; null before. */
    cookies: Record<string, string | undefined> | null;
  }
}

/** A cookie's attributes (`cookie`'s own names: path, expires, httpOnly, secure, sameSite…). */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/**
 * Cookies read and written with the `cookie` library, without a hook on every
 * request: @fastify/cookie parsed the Cookie header of every request before its
 * route ran and went through a hook before every answer was sent, whether the route
 * used cookies or not (docs/bench.md, issue 43). Only the session hooks read them.
 */
export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null);
}

/** The request's cookies, read from its Cookie header the first time they are asked for. */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  const header = request.headers.cookie;
  return (request.cookies ??= header ? parseCookie(header) : {});
}

/**
 * Sets a cookie on the answer (SameSite=Lax unless told otherwise); a cookie of the
 * same name set earlier in the same answer is replaced.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const line = stringifySetCookie({ sameSite: 'lax', ...options, name, value });
  const earlier = [reply.getHeader('set-cookie') ?? []]
    .flat()
    .map(String)
    .filter((set) => !set.startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...earlier, line]);
}

/** Tells the browser to forget a cookie (on `/` unless told otherwise). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions = {}): void {
  setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}
