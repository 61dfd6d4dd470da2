import type { Kysely } from 'kysely';
import { bumpNamedVersionOnChange } from '../dialect.js';

/**
 * A campaign sends either a verification link or the privacy notice (docs/privacy.md
 * "Members already in the directory"): which one it sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_campaigns')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('verification'))
    .execute();
  // The dashboard counts the families with the notice on record: a notice sent, a consent under it.
  await bumpNamedVersionOnChange(db, 'dashboard', 'campaign_families', ['sent']);
  await bumpNamedVersionOnChange(db, 'dashboard', 'consent_events', [], ['INSERT']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_campaigns').dropColumn('kind').execute();
}
