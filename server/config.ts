import { COMMUNITY_TIME_ZONE } from '../shared/days.js';
import { resolve } from 'node:path';
import { z } from 'zod';

export interface Config {
  /** `postgres://...` or a SQLite file path. */
  databaseUrl: string;
  /** PostgreSQL: connections this process keeps open at most. */
  databasePoolSize: number;
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
  loginAccountMaxFailures: number;
  loginAccountLockMs: number;
  /**
   * Sign-in link attempts (`/auth/link/{token}`) allowed per address, and from
   * every address together, each hour: a token cannot be guessed, and these keep
   * anyone from trying at scale.
   */
  linkAttemptsPerAddress: number;
  linkAttemptsPerHour: number;
  /** Public registrations allowed per address and hour (a whole event on one Wi-Fi). */
  registrationsPerHour: number;
  /** "Already registered" answers per address and hour: the guard against enumeration. */
  registrationConflictsPerHour: number;
  /** Registration attempts per mobile number and hour. */
  registrationsPerMobilePerHour: number;
  /**
   * Which proxies' `X-Forwarded-For` to believe: false (none), a hop count (1 = one
   * reverse proxy in front), or proxy addresses / CIDRs separated by commas.
   */
  trustProxy: boolean | number | string;
  /** A session ends after this long unused, and at the latest `sessionMaxMs` after sign-in. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The cookies' Secure flag: `auto` when the request came over https (see TRUST_PROXY). */
  cookieSecure: 'auto' | 'always' | 'never';
  /** How long a request may take to arrive, headers and body (a slow upload included). */
  requestTimeoutMs: number;
  /**
   * How long an import's upload or preview request waits for its preview before it
   * answers with the import still `previewing` (the work goes on; docs/import.md).
   */
  importAnswerWaitMs: number;
  /** Multipart requests handled at once; more wait in line (five times as many) or get 503. */
  uploadsAtOnce: number;
  /** Audit events are kept this many days (two years by default), then purged daily. */
  auditRetentionDays: number;
  /** `COMMUNITY_TIME_ZONE`: the community's "today" for birthdays and greetings (India's by default). */
  timeZone: string;
  /** `GREETING_HOUR`: the local hour the day's greetings go out (9), or null (`off`). */
  greetingHour: number | null;
  logLevel: string;
  /**
   * `STORAGE_PUBLIC`: serve /storage files (photos, logos, gallery images) without
   * a session, for a member app that loads them by URL. Off: only signed in.
   */
  publicStorage: boolean;
  /** Serve the OpenAPI document and its browser at /api/docs. */
  apiDocs: boolean;
  /**
   * How notifications reach members: `outbox` (recorded in the database, where the
   * family app reads them) or `fcm` (Firebase Cloud Messaging, with `fcmServiceAccount`).
   */
  notifyChannel: 'outbox' | 'fcm';
  /** The Firebase service-account JSON file for the `fcm` channel. */
  fcmServiceAccount?: string;
  /** WhatsApp and SMS (docs/messaging.md); each is live only when its credentials are set. */
  messaging: MessagingConfig;
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
  booksDir: string;
  /** `BACKUP_DIR`: where the nightly backup writes its archives; unset, none is taken. */
  backupDir?: string;
  /** `BACKUP_KEEP`: days an archive is kept (the newest always is). */
  backupKeepDays: number;
  /** `BACKUP_AT`: the local time of the nightly backup, HH:MM. */
  backupAt: string;
  /**
   * `BACKUP_DUMP_RATE`: on PostgreSQL, the megabytes a second pg_dump's output is read
   * at during a backup (here in bytes); 0, as fast as it comes (docs/deploy.md).
   */
  dumpBytesPerSecond: number;
}

/** WhatsApp Cloud API and the SMS gateway, as `docs/deploy.md` "Messages" sets them up. */
export interface MessagingConfig {
  whatsapp: {
    /** `WHATSAPP_API_URL`: Meta's Graph API with its version; a local fake in tests. */
    apiUrl: string;
    phoneNumberId?: string;
    token?: string;
    verifyToken?: string;
    appSecret?: string;
    /** Messages a second at most (Meta allows 80 to a new number). */
    ratePerSecond: number;
    /** Rupees a message, for the send page's estimate. */
    price: number;
  };
  sms: {
    provider?: 'msg91';
    apiUrl: string;
    authKey?: string;
    senderId?: string;
    dltEntityId?: string;
    /** `SMS_WEBHOOK_SECRET`: the delivery-report webhook's secret (`?secret=` or `X-Webhook-Secret`). */
    webhookSecret?: string;
    ratePerSecond: number;
    /** Rupees a part. */
    price: number;
  };
  /** How long a provider may take to answer before the message is marked unknown. */
  requestTimeoutMs: number;
  /** One-time codes sent per mobile number, and per address, each hour. */
  codesPerMobilePerHour: number;
  codesPerAddressPerHour: number;
  /** `MEMBER_CODES_TO_LOG`: the door's codes are written to the server log (development, demo). */
  codesToLog: boolean;
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

/** A whole number from the environment, its default when unset or blank. */
const whole = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .refine((v) => /^\d+$/.test(v), 'must be a whole number')
    .transform(Number);
const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : v.trim()));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));
const yesNo = z
  .string()
  .optional()
  .refine((v) => !v || ['0', '1', 'true', 'false'].includes(v), 'must be 1, 0, true or false')
  .transform((v) => v === '1' || v === 'true');
/** A price in rupees, such as 0.79. */
const rupees = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .refine((v) => /^\d+(\.\d{1,4})?$/.test(v), 'must be an amount in rupees such as 0.79')
    .transform(Number);
const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : v.trim()))
    .refine(
      (v): v is T => (values as readonly string[]).includes(v),
      `must be ${values.join(', ')}`,
    );

/**
 * Every environment variable the server reads, with its default (README.md,
 * `.env.example`): read once at start-up, and a value that cannot be read stops the
 * server with a message naming the variable.
 */
const environment = z.object({
  DATA_DIR: text('data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: whole(10),
  HOST: text('0.0.0.0'),
  PORT: whole(8080),
  STORAGE_DIR: optionalText,
  DIST_DIR: text('dist'),
  LOGIN_MAX_ATTEMPTS: whole(10),
  LOGIN_WINDOW_MINUTES: whole(15),
  LOGIN_ACCOUNT_MAX_FAILURES: whole(30),
  LOGIN_ACCOUNT_LOCK_MINUTES: whole(30),
  LINK_ATTEMPTS_PER_ADDRESS: whole(20),
  LINK_ATTEMPTS_PER_HOUR: whole(300),
  REGISTRATIONS_PER_HOUR: whole(200),
  REGISTRATION_CONFLICTS_PER_HOUR: whole(20),
  REGISTRATIONS_PER_MOBILE_PER_HOUR: whole(5),
  TRUST_PROXY: z.string().optional(),
  SESSION_IDLE_HOURS: whole(12),
  SESSION_MAX_DAYS: whole(30),
  COOKIE_SECURE: oneOf(['auto', 'always', 'never'], 'auto'),
  REQUEST_TIMEOUT_SECONDS: whole(60),
  IMPORT_ANSWER_WAIT_SECONDS: whole(5),
  UPLOADS_AT_ONCE: whole(4),
  // Who looked at whose data is kept at least a year (docs/security.md "Who looked").
  AUDIT_RETENTION_DAYS: whole(730).refine((days) => days >= 365, 'must be at least 365 (a year)'),
  COMMUNITY_TIME_ZONE: text(COMMUNITY_TIME_ZONE).refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Asia/Kolkata'),
  GREETING_HOUR: text('9')
    .refine((v) => v === 'off' || (/^\d{1,2}$/.test(v) && Number(v) <= 23), 'must be 0–23 or off')
    .transform((v) => (v === 'off' ? null : Number(v))),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  API_DOCS: yesNo,
  STORAGE_PUBLIC: yesNo,
  NOTIFY_CHANNEL: oneOf(['outbox', 'fcm'], 'outbox'),
  FCM_SERVICE_ACCOUNT: optionalText,
  WHATSAPP_API_URL: text('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_RATE: whole(20),
  WHATSAPP_PRICE: rupees(0.79),
  SMS_PROVIDER: z
    .string()
    .optional()
    .refine((v) => !v || v.trim() === '' || v.trim() === 'msg91', 'must be msg91 or unset')
    .transform((v) => (v && v.trim() ? ('msg91' as const) : undefined)),
  MSG91_API_URL: text('https://control.msg91.com/api/v5'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_SENDER_ID: optionalText,
  MSG91_DLT_ENTITY_ID: optionalText,
  SMS_WEBHOOK_SECRET: optionalText,
  SMS_RATE: whole(50),
  SMS_PRICE: rupees(0.2),
  MESSAGE_TIMEOUT_SECONDS: whole(15),
  CODES_PER_MOBILE_PER_HOUR: whole(3),
  CODES_PER_ADDRESS_PER_HOUR: whole(10),
  MEMBER_CODES_TO_LOG: yesNo,
  NODE_ENV: optionalText,
  SMTP_URL: optionalText,
  SMTP_FROM: optionalText,
  APP_URL: optionalText,
  BOOKS_DIR: optionalText,
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: whole(14),
  BACKUP_DUMP_RATE: whole(24),
  BACKUP_AT: text('02:30').refine((v) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(v);
    return !!match && Number(match[1]) <= 23 && Number(match[2]) <= 59;
  }, 'must be a time of day as HH:MM'),
});

/** The variables read (`.env.example` and the README list each). */
export const ENVIRONMENT_VARIABLES = Object.keys(environment.shape);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const read = environment.safeParse(env);
  if (!read.success) {
    const [issue] = read.error.issues;
    const name = String(issue!.path[0]);
    throw new Error(`${name} ${issue!.message} (not "${env[name]}").`);
  }
  const e = read.data;
  if (e.MEMBER_CODES_TO_LOG && e.NODE_ENV === 'production')
    throw new Error(
      'MEMBER_CODES_TO_LOG writes sign-in codes to the log: it is refused when NODE_ENV=production.',
    );
  const dataDir = resolve(e.DATA_DIR);
  return {
    databaseUrl: e.DATABASE_URL ?? resolve(dataDir, 'family-directory.sqlite'),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    host: e.HOST,
    port: e.PORT,
    storageDir: resolve(e.STORAGE_DIR ?? resolve(dataDir, 'storage')),
    distDir: resolve(e.DIST_DIR),
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginAccountLockMs: e.LOGIN_ACCOUNT_LOCK_MINUTES * 60_000,
    linkAttemptsPerAddress: e.LINK_ATTEMPTS_PER_ADDRESS,
    linkAttemptsPerHour: e.LINK_ATTEMPTS_PER_HOUR,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    registrationConflictsPerHour: e.REGISTRATION_CONFLICTS_PER_HOUR,
    registrationsPerMobilePerHour: e.REGISTRATIONS_PER_MOBILE_PER_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    cookieSecure: e.COOKIE_SECURE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    importAnswerWaitMs: e.IMPORT_ANSWER_WAIT_SECONDS * 1000,
    uploadsAtOnce: e.UPLOADS_AT_ONCE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    timeZone: e.COMMUNITY_TIME_ZONE,
    greetingHour: e.GREETING_HOUR,
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS,
    publicStorage: e.STORAGE_PUBLIC,
    notifyChannel: e.NOTIFY_CHANNEL,
    fcmServiceAccount: e.FCM_SERVICE_ACCOUNT,
    messaging: {
      whatsapp: {
        apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        token: e.WHATSAPP_TOKEN,
        verifyToken: e.WHATSAPP_VERIFY_TOKEN,
        appSecret: e.WHATSAPP_APP_SECRET,
        ratePerSecond: Math.max(1, e.WHATSAPP_RATE),
        price: e.WHATSAPP_PRICE,
      },
      sms: {
        provider: e.SMS_PROVIDER,
        apiUrl: e.MSG91_API_URL.replace(/\/+$/, ''),
        authKey: e.MSG91_AUTH_KEY,
        senderId: e.MSG91_SENDER_ID,
        dltEntityId: e.MSG91_DLT_ENTITY_ID,
        webhookSecret: e.SMS_WEBHOOK_SECRET,
        ratePerSecond: Math.max(1, e.SMS_RATE),
        price: e.SMS_PRICE,
      },
      requestTimeoutMs: Math.max(1, e.MESSAGE_TIMEOUT_SECONDS) * 1000,
      codesPerMobilePerHour: e.CODES_PER_MOBILE_PER_HOUR,
      codesPerAddressPerHour: e.CODES_PER_ADDRESS_PER_HOUR,
      codesToLog: e.MEMBER_CODES_TO_LOG,
    },
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    booksDir: resolve(e.BOOKS_DIR ?? resolve(dataDir, 'books')),
    backupDir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : undefined,
    backupKeepDays: e.BACKUP_KEEP,
    backupAt: e.BACKUP_AT,
    dumpBytesPerSecond: e.BACKUP_DUMP_RATE * 1_000_000,
  };
}
