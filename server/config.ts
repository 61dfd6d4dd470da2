import { resolve } from 'node:path';

export interface Config {
  /** `postgres://...` or a SQLite file path. */
  databaseUrl: string;
  host: string;
  port: number;
  /** Uploaded files (photos, logos, gallery images), served under /storage. */
  storageDir: string;
  /** The built SPA; served with an index.html fallback when it exists. */
  distDir: string;
  /** Login attempts allowed per address and email within `loginWindowMs`. */
  loginMaxAttempts: number;
  loginWindowMs: number;
  /** Public registrations allowed per address and hour. */
  registrationsPerHour: number;
  trustProxy: boolean;
  logLevel: string;
  /** Serve the OpenAPI document and its browser at /api/docs. */
  apiDocs?: boolean;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    databaseUrl: env.DATABASE_URL ?? resolve(dataDir, 'family-directory.sqlite'),
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 8080),
    storageDir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'storage')),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 10),
    loginWindowMs: int(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    registrationsPerHour: int(env.REGISTRATIONS_PER_HOUR, 10),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    apiDocs: env.API_DOCS === '1' || env.API_DOCS === 'true',
  };
}
