import { createHash } from 'node:crypto';

/**
 * The pages anyone may open without signing in (src/layout/publicRoutes.tsx and
 * the sign-in page): no session check starts early on them.
 */
const PUBLIC_PATHS = ['/login', '/registration', '/privacy-policy', '/welcome/'];

/**
 * The session check, started by index.html itself: `GET /api/frontend/user` leaves
 * while the scripts are still arriving, not after they have run, and the answer
 * waits in `window.__sessionCheck` for the SPA's first check
 * (src/providers/earlySessionCheck.ts; docs/bench.md, cold loads). It resolves to
 * the answer's body when signed in and to null otherwise; the SPA then asks again
 * the ordinary way, so a 401 or a network failure is handled where it always was.
 * The API's host comes from `<meta name="api-base">` when the SPA is built for
 * another backend (VITE_API_URL). The code every signed-in page needs (the frame and
 * the libraries, named by `<meta name="signed-in-modules">`, build/signed-in-modules.ts)
 * starts arriving at the same moment, and is compiled while the entry script runs.
 * The text never changes with the build, so the server allows it by its hash
 * (server/http/security-headers.ts).
 */
export const SESSION_CHECK_SCRIPT = [
  '(() => {',
  '  const path = location.pathname;',
  `  if (${JSON.stringify(PUBLIC_PATHS)}.some((p) => path === p || (p.endsWith('/') && path.startsWith(p)))) return;`,
  `  const base = document.querySelector('meta[name="api-base"]')?.content.replace(/\\/+$/, '') ?? '';`,
  `  window.__sessionCheck = fetch(base + '/api/frontend/user', { credentials: 'include', headers: { Accept: 'application/json' } })`,
  '    .then((answer) => (answer.ok ? answer.json() : null))',
  '    .catch(() => null);',
  `  const modules = document.querySelector('meta[name="signed-in-modules"]')?.content.split(' ') ?? [];`,
  '  for (const href of modules.filter(Boolean)) {',
  `    const link = document.createElement('link');`,
  `    link.rel = 'modulepreload';`,
  `    link.crossOrigin = '';`,
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '})();',
].join('\n');

/** The script's hash for Content-Security-Policy's script-src. */
export const SESSION_CHECK_HASH = `'sha256-${createHash('sha256').update(SESSION_CHECK_SCRIPT).digest('base64')}'`;
