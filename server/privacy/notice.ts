import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { NOTICE_ITEMS } from '../../shared/personal-data.js';
import {
  privacySettings,
  type PrivacyNotice,
  type PrivacySettings,
} from '../../shared/contract/privacy.js';

/** Raise when the notice's own words change (i18n/en/privacy.ts and its Gujarati): a new version follows. */
export const NOTICE_WORDING = 1;
const KEYS = Object.keys(privacySettings.shape) as (keyof PrivacySettings)[];

/** The organisation's settings the notice names (empty until an administrator sets them). */
export async function readPrivacySettings(db: Kysely<Database>): Promise<PrivacySettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      KEYS.map((key) => `privacy.${key}`),
    )
    .execute();
  const values = Object.fromEntries(rows.map((r) => [r.key.slice('privacy.'.length), r.value]));
  return privacySettings.parse(values);
}

export async function savePrivacySettings(db: Kysely<Database>, settings: PrivacySettings) {
  for (const key of KEYS) {
    await db.deleteFrom('settings').where('key', '=', `privacy.${key}`).execute();
    await db
      .insertInto('settings')
      .values({ key: `privacy.${key}`, value: settings[key] })
      .execute();
  }
}

/**
 * The notice as published now: what it lists (the personal-data registry), the
 * organisation's settings and the retention this server keeps. A change to any of
 * them is a new version, recorded the first time it is read, so a consent given
 * under it can name it.
 */
export async function currentNotice(
  db: Kysely<Database>,
  retention: { auditDays: number; backupDays: number },
): Promise<PrivacyNotice> {
  const settings = await readPrivacySettings(db);
  const hash = createHash('sha256')
    .update(JSON.stringify({ NOTICE_WORDING, NOTICE_ITEMS, settings, retention }))
    .digest('hex');
  const find = () =>
    db
      .selectFrom('privacy_notices')
      .select(['id', 'published_at'])
      .where('hash', '=', hash)
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    // Two processes may publish the same version at once: the unique hash keeps one.
    await db
      .insertInto('privacy_notices')
      .values({ hash, published_at: new Date().toISOString() })
      .onConflict((c) => c.column('hash').doNothing())
      .execute();
    row = (await find())!;
  }
  return {
    ...settings,
    version: row.id,
    published_at: row.published_at,
    audit_days: retention.auditDays,
    backup_days: retention.backupDays,
  };
}
