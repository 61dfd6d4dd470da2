import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, configFromEnv } from '../../server/config.js';

/** The server's settings (README.md "Configuration", `.env.example`), read once at start. */
describe('the configuration', () => {
  it('has a default for every setting, read from an empty environment', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      loginAccountMaxFailures: 30,
      sessionIdleMs: 12 * 3_600_000,
      cookieSecure: 'auto',
      requestTimeoutMs: 60_000,
      importAnswerWaitMs: 5_000,
      auditRetentionDays: 730,
      notifyChannel: 'outbox',
      apiDocs: false,
      backupKeepDays: 14,
      backupAt: '02:30',
      dumpBytesPerSecond: 24_000_000,
      trustProxy: false,
    });
    expect(config.booksDir).toMatch(/data\/books$/);
    expect(config.backupDir).toBeUndefined();
    expect(
      configFromEnv({ PORT: ' 9090 ', API_DOCS: '1', APP_URL: 'https://d.example/' }),
    ).toMatchObject({ port: 9090, apiDocs: true, appUrl: 'https://d.example' });
    expect(configFromEnv({ BACKUP_DUMP_RATE: '0' }).dumpBytesPerSecond).toBe(0);
  });

  it('stops at a value it cannot read, naming the variable', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number (not "eighty").',
    );
    expect(() => configFromEnv({ COOKIE_SECURE: 'sometimes' })).toThrow(
      'COOKIE_SECURE must be auto, always, never (not "sometimes").',
    );
    expect(() => configFromEnv({ BACKUP_AT: '25:00' })).toThrow(/^BACKUP_AT must be a time/);
    expect(() => configFromEnv({ API_DOCS: 'yes' })).toThrow(/^API_DOCS must be 1, 0/);
    expect(() => configFromEnv({ NOTIFY_CHANNEL: 'pigeon' })).toThrow(/^NOTIFY_CHANNEL/);
  });

  it('lists every variable it reads in .env.example and the README', () => {
    const example = readFileSync('.env.example', 'utf8');
    const readme = readFileSync('README.md', 'utf8');
    for (const name of ENVIRONMENT_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
