import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types.js';
import { readBookVillages } from '../../server/directory/read.js';

/** The members the next printed book of a village holds, as it prints them. */
export const bookMembers = async (db: Kysely<Database>, villageId: number) =>
  (
    await readBookVillages(db, {
      district_ids: [],
      post_ids: [],
      village_ids: [villageId],
      language: 'en',
    })
  )
    .flatMap((v) => v.families)
    .flatMap((f) => f.members);

/** The village of a member, for its book. */
export const villageOf = async (db: Kysely<Database>, memberId: number) =>
  (
    await db
      .selectFrom('members')
      .select('village_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).village_id!;
