import { resolve } from 'node:path';

export interface Config {
  /** `postgres://...` or a SQLite file path. */
  databaseUrl: string;
  /** PostgreSQL: connections this process keeps open at most. */
  databasePoolSize?: number;
  host: string;
  port: number;
  /** Uploaded files (photos, logos, gallery images), served under /storage. */
  storageDir: string;
  /** The built SPA; served with an index.html fallback when it exists. */
  distDir: string;
  /** Login attempts allowed per address and email within `loginWindowMs`. */
  loginMaxAttempts: number;
  loginWindowMs: number;
  /**
   * Failed sign-ins allowed per account from all addresses together; past it the
   * account is locked for `loginAccountLockMs`: the ceiling a forged
   * `X-Forwarded-For` cannot reset.
   */
  loginAccountMaxFailures?: number;
  loginAccountLockMs?: number;
  /**
   * Sign-in link attempts (`/auth/link/{token}`) allowed per address, and from
   * every address together, each hour: a token cannot be guessed, and these keep
   * anyone from trying at scale.
   */
  linkAttemptsPerAddress?: number;
  linkAttemptsPerHour?: number;
  /** Public registrations allowed per address and hour (a whole event on one Wi-Fi). */
  registrationsPerHour: number;
  /** "Already registered" answers per address and hour: the guard against enumeration. */
  registrationConflictsPerHour?: number;
  /** Registration attempts per mobile number and hour. */
  registrationsPerMobilePerHour?: number;
  /**
   * Which proxies' `X-Forwarded-For` to believe: false (none), a hop count (1 = one
   * reverse proxy in front), or proxy addresses / CIDRs separated by commas.
   */
  trustProxy: boolean | number | string;
  /** A session ends after this long unused, and at the latest `sessionMaxMs` after sign-in. */
  sessionIdleMs?: number;
  sessionMaxMs?: number;
  /** The cookies' Secure flag: `auto` when the request came over https (see TRUST_PROXY). */
  cookieSecure?: 'auto' | 'always' | 'never';
  /** How long a request may take to arrive, headers and body (a slow upload included). */
  requestTimeoutMs?: number;
  /**
   * How long an import's upload or preview request waits for its preview before it
   * answers with the import still `previewing` (the work goes on; docs/import.md).
   */
  importAnswerWaitMs?: number;
  /** Multipart requests handled at once; more wait in line (five times as many) or get 503. */
  uploadsAtOnce?: number;
  /** Audit events are kept this many days (two years by default), then purged daily. */
  auditRetentionDays?: number;
  logLevel: string;
  /**
   * `STORAGE_PUBLIC`: serve /storage files (photos, logos, gallery images) without
   * a session, for a member app that loads them by URL. Off: only signed in.
   */
  publicStorage?: boolean;
  /** Serve the OpenAPI document and its browser at /api/docs. */
  apiDocs?: boolean;
  /**
   * How notifications reach members: `outbox` (recorded in the database, where the
   * family app reads them) or `fcm` (Firebase Cloud Messaging, with `fcmServiceAccount`).
   */
  notifyChannel?: 'outbox' | 'fcm';
  /** The Firebase service-account JSON file for the `fcm` channel. */
  fcmServiceAccount?: string;
  /** `SMTP_URL`: the mail server that also sends sign-in links (`smtp://user:pass@host:587`). */
  smtpUrl?: string;
  /** `SMTP_FROM`: the sender of those mails. */
  smtpFrom?: string;
  /**
   * `APP_URL`: where people open the back-office (`https://directory.example.org`),
   * for links in mails; the address the administrator's screen uses when unset.
   */
  appUrl?: string;
  /** `BOOKS_DIR`: where printed directories are kept (not served to the public); `DATA_DIR/books`. */
  booksDir?: string;
  /** `BACKUP_DIR`: where the nightly backup writes its archives; unset, none is taken. */
  backupDir?: string;
  /** `BACKUP_KEEP`: days an archive is kept (the newest always is). */
  backupKeepDays?: number;
  /** `BACKUP_AT`: the local time of the nightly backup, HH:MM. */
  backupAt?: string;
}

/** `TRUST_PROXY`: unset or 0 trusts nobody, a number is a hop count (`true` = 1), else addresses. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * Why the start should warn about `TRUST_PROXY`, if it should: a hop count believes
 * whatever a client writes in `X-Forwarded-For` when the port is reachable without
 * the proxy, which a public listening address suggests. Proxy addresses do not.
 */
export function trustProxyWarning(config: Pick<Config, 'trustProxy' | 'host'>): string | null {
  if (typeof config.trustProxy !== 'number') return null;
  const loopback = ['127.0.0.1', '::1', 'localhost'].includes(config.host);
  if (loopback) return null;
  return (
    `TRUST_PROXY=${config.trustProxy} is a hop count and the server listens on ${config.host}: ` +
    'a client reaching this port directly can write any X-Forwarded-For and every per-address limit believes it. ' +
    'Give the proxy addresses instead (TRUST_PROXY=127.0.0.1), or listen on 127.0.0.1 (HOST). See docs/deploy.md.'
  );
}

const cookieSecure = (value: string | undefined): Config['cookieSecure'] => {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'always' || value === 'never') return value;
  throw new Error(`COOKIE_SECURE must be auto, always or never (not "${value}").`);
};

const backupAt = (value: string | undefined): string => {
  const text = (value ?? '').trim() || '02:30';
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
    throw new Error(`BACKUP_AT must be a time of day as HH:MM (not "${text}").`);
  return text;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    databaseUrl: env.DATABASE_URL ?? resolve(dataDir, 'family-directory.sqlite'),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 8080),
    storageDir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'storage')),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 10),
    loginWindowMs: int(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    loginAccountMaxFailures: int(env.LOGIN_ACCOUNT_MAX_FAILURES, 30),
    loginAccountLockMs: int(env.LOGIN_ACCOUNT_LOCK_MINUTES, 30) * 60_000,
    linkAttemptsPerAddress: int(env.LINK_ATTEMPTS_PER_ADDRESS, 20),
    linkAttemptsPerHour: int(env.LINK_ATTEMPTS_PER_HOUR, 300),
    registrationsPerHour: int(env.REGISTRATIONS_PER_HOUR, 200),
    registrationConflictsPerHour: int(env.REGISTRATION_CONFLICTS_PER_HOUR, 20),
    registrationsPerMobilePerHour: int(env.REGISTRATIONS_PER_MOBILE_PER_HOUR, 5),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleMs: int(env.SESSION_IDLE_HOURS, 12) * 3_600_000,
    sessionMaxMs: int(env.SESSION_MAX_DAYS, 30) * 86_400_000,
    cookieSecure: cookieSecure(env.COOKIE_SECURE),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_SECONDS, 60) * 1000,
    uploadsAtOnce: int(env.UPLOADS_AT_ONCE, 4),
    auditRetentionDays: int(env.AUDIT_RETENTION_DAYS, 730),
    logLevel: env.LOG_LEVEL ?? 'info',
    apiDocs: env.API_DOCS === '1' || env.API_DOCS === 'true',
    publicStorage: env.STORAGE_PUBLIC === '1' || env.STORAGE_PUBLIC === 'true',
    notifyChannel: env.NOTIFY_CHANNEL === 'fcm' ? 'fcm' : 'outbox',
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    appUrl: env.APP_URL ? env.APP_URL.replace(/\/+$/, '') : undefined,
    booksDir: resolve(env.BOOKS_DIR ?? resolve(dataDir, 'books')),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    backupKeepDays: int(env.BACKUP_KEEP, 14),
    backupAt: backupAt(env.BACKUP_AT),
  };
}
