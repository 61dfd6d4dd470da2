import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/dev/free-port';
import { startFakeProviders } from '../fakes/providers';
import { COORDINATOR, VIEWER } from './accounts';

/** A test worker's own server: where it answers, and where it writes its log. */
export interface E2eServer {
  baseURL: string;
  /** The server's log on disk, for the tests that read it (a member page's code). */
  logFile: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`tsx server/main.ts`, as `npm start` does after the
 * build) on a free port with a fresh database, seeded by the project's own seed,
 * with WhatsApp and MSG91 as local fakes, one backup, a viewer and a coordinator.
 * Each Playwright worker starts its own (tests/e2e/fixtures.ts), so workers never
 * share a database.
 */
export async function startE2eServer(): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // WhatsApp and MSG91 as local fakes that call the server's webhooks back.
  const fakes = await startFakeProviders({
    webhookBase: baseURL,
    whatsappToken: 'e2e-wa-token',
    appSecret: 'e2e-meta-secret',
    msg91AuthKey: 'e2e-msg91-key',
    smsSecret: 'e2e-sms-secret',
    statuses: ['sent', 'delivered', 'read'],
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: join(dataDir, 'backups'),
      LOG_LEVEL: 'warn',
      WHATSAPP_API_URL: fakes.url,
      WHATSAPP_PHONE_NUMBER_ID: '100200300',
      WHATSAPP_TOKEN: 'e2e-wa-token',
      WHATSAPP_APP_SECRET: 'e2e-meta-secret',
      WHATSAPP_RATE: '200',
      SMS_PROVIDER: 'msg91',
      MSG91_API_URL: fakes.url,
      MSG91_AUTH_KEY: 'e2e-msg91-key',
      SMS_WEBHOOK_SECRET: 'e2e-sms-secret',
      SMS_RATE: '200',
      // No greetings while the tests run: they would reach the fakes at any hour past 9.
      GREETING_HOUR: 'off',
      // The member page's codes in the log, where tests/e2e/member-door.spec.ts reads them.
      MEMBER_CODES_TO_LOG: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The server's log, also on disk for the tests that read it.
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => {
      output += chunk;
      log.write(chunk);
    });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      const response = await fetch(`${baseURL}/api/frontend/user`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // One backup while the server runs, for the account menu's download; a viewer and a coordinator.
  const cli = (script: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, 'backups'), ...env },
        stdio: 'ignore',
      });
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${script}: ${code}`)),
      );
    });
  await cli('server/cli/backup.ts', []);
  await cli(
    'server/cli/user-add.ts',
    ['--email', VIEWER.email, '--name', 'Trustee Viewer', '--role', 'viewer'],
    { USER_PASSWORD: VIEWER.password },
  );
  await cli(
    'server/cli/user-add.ts',
    [
      ...['--email', COORDINATOR.email, '--name', 'Patan Coordinator'],
      ...['--role', 'coordinator', '--districts', 'Patan'],
    ],
    { USER_PASSWORD: COORDINATOR.password },
  );

  return {
    baseURL,
    logFile,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await fakes.close();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
