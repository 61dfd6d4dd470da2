import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Where each kind of place is kept, and the column naming its parent. */
export const PLACE_TABLES = {
  district: { table: 'districts', parent: null },
  post: { table: 'posts', parent: 'district_id' },
  village: { table: 'villages', parent: 'post_id' },
} as const;
export type PlaceKind = keyof typeof PLACE_TABLES;

/** The district a place lies in, for the audit log's coordinators. */
export async function districtOf(
  db: Kysely<Database>,
  kind: PlaceKind,
  id: number,
): Promise<number | null> {
  if (kind === 'district') return id;
  const row =
    kind === 'post'
      ? await db.selectFrom('posts').select('district_id').where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('villages')
          .innerJoin('posts', 'posts.id', 'villages.post_id')
          .select('posts.district_id')
          .where('villages.id', '=', id)
          .executeTakeFirst();
  return row?.district_id ?? null;
}
