import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { DoorChoices } from '../../shared/contract/door.js';

/**
 * What the door's selects offer: relations, education, business types, and the
 * villages of the districts the family lives in (a move elsewhere is the office's).
 */
export async function readChoices(db: Kysely<Database>, familyId: number): Promise<DoorChoices> {
  const districts = db
    .selectFrom('members')
    .select('district_id')
    .where('family_id', '=', familyId)
    .where('district_id', 'is not', null);
  const [relations, education, business_types, villages] = await Promise.all([
    db.selectFrom('relations').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('education').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('business_types').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('villages')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select(['villages.id', 'villages.name', 'villages.name_gu'])
      .where('posts.district_id', 'in', districts)
      .orderBy('villages.name')
      .limit(2000)
      .execute(),
  ]);
  return { relations, education, business_types, villages };
}
