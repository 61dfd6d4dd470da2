import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../server/dev/free-port.js';

/**
 * Starts our server (`server/main.ts`) on a free port against `database`, in its
 * own process: `nodeArgs` go to Node first (`--cpu-prof`), `env` on top of the
 * bench's defaults. Resolves once it answers.
 */
export async function startServer({
  database,
  storage,
  nodeArgs = [],
  env = {},
}: {
  database: string;
  storage: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      STORAGE_DIR: storage,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await answering(`${base}/api/frontend/user`, 401, 'The server');
  return { base, child };
}

/** Waits until `url` answers `status` (a server starting). */
export async function answering(url: string, status: number, who: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // starting
    }
    if (i > 600) throw new Error(`${who} did not start.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The demo administrator the seed creates. */
export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

/**
 * Signs in: the answer's status, its `Set-Cookie` lines, the `Cookie` header
 * they make and the XSRF token a write sends back.
 */
export async function signIn(base: string, { email, password } = ADMIN) {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const setCookies = answer.headers.getSetCookie();
  const cookies = setCookies.map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  return { status: answer.status, setCookies, cookie: cookies.join('; '), xsrf };
}
