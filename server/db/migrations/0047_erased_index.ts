import { sql, type Kysely } from 'kysely';

/**
 * The erased members (docs/privacy.md), indexed where there are any: the members
 * list's search reads the living as "not died and not erased" from the two indexes
 * (server/member/search.ts) instead of reading every member to find the few erased.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('members_erased_on')
    .on('members')
    .column('erased_on')
    .where(sql.ref('erased_on'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_erased_on').execute();
}
