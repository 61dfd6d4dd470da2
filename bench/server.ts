import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../server/dev/free-port.js';

/** A command the server runs under (`valgrind …`), and how many seconds it may take to start. */
interface Launch {
  launcher?: string[];
  startSeconds?: number;
  /** Given to Node before the script. */
  nodeArgs?: string[];
}

/** `command` run by Node (with `nodeArgs`), under `launcher` when one is given. */
const spawnNode = (
  launcher: string[],
  nodeArgs: string[],
  script: string,
  env: NodeJS.ProcessEnv,
) => {
  const [command, ...args] = [
    ...launcher,
    process.execPath,
    ...nodeArgs,
    '--import',
    'tsx',
    script,
  ];
  return spawn(command!, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
};

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
  launcher = [],
  startSeconds = 120,
}: {
  database: string;
  storage: string;
  env?: Record<string, string>;
} & Launch): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnNode(launcher, nodeArgs, 'server/main.ts', {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    STORAGE_DIR: storage,
    LOG_LEVEL: 'warn',
    ...env,
  });
  await answering(`${base}/api/frontend/user`, 401, 'The server', startSeconds);
  return { base, child };
}

/**
 * Starts the floor (bench/floor.ts, docs/bench.md): a bare Fastify + better-sqlite3
 * server on `database`, in its own process, on a free port. It is not waited for:
 * `answering(`${base}/ping`, 200, …)` does.
 */
export async function spawnFloor({
  database,
  launcher = [],
  nodeArgs = [],
}: { database: string } & Omit<Launch, 'startSeconds'>) {
  const port = await freePort();
  const child = spawnNode(launcher, nodeArgs, 'bench/floor.ts', {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_FILE: database,
  });
  return { port, base: `http://127.0.0.1:${port}`, child };
}

/** Waits until `url` answers `status` (a server starting), for up to `seconds`. */
export async function answering(
  url: string,
  status: number,
  who: string,
  seconds = 120,
): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // starting
    }
    if (i > seconds * 5) throw new Error(`${who} did not start.`);
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
