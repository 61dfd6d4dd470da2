import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * The person graph names members in four columns (a child, a parent, two spouses)
 * rather than `member_id`, so the member's removal and the duplicate finder's merge
 * call these beside MEMBER_REFERENCES (server/member/ties.ts).
 */

/** A removed member's ties go: they are nobody's parent, child or spouse any more. */
export async function removeKin(trx: Kysely<Database>, memberId: number) {
  await trx
    .deleteFrom('kin_parents')
    .where((eb) => eb.or([eb('child_id', '=', memberId), eb('parent_id', '=', memberId)]))
    .execute();
  await trx
    .deleteFrom('marriages')
    .where((eb) => eb.or([eb('spouse_a_id', '=', memberId), eb('spouse_b_id', '=', memberId)]))
    .execute();
}

/**
 * A merge: the gone member's ties become the kept one's, except a parent the kept
 * one already has, a tie with itself, and a marriage the kept one already holds.
 */
export async function moveKin(trx: Kysely<Database>, goneId: number, keptId: number) {
  await sql`DELETE FROM kin_parents WHERE child_id = ${goneId} AND EXISTS (
    SELECT 1 FROM kin_parents k WHERE k.child_id = ${keptId} AND k.role = kin_parents.role)`.execute(
    trx,
  );
  await trx
    .updateTable('kin_parents')
    .set({ child_id: keptId })
    .where('child_id', '=', goneId)
    .execute();
  await trx
    .updateTable('kin_parents')
    .set({ parent_id: keptId })
    .where('parent_id', '=', goneId)
    .execute();
  await trx.deleteFrom('kin_parents').whereRef('child_id', '=', 'parent_id').execute();
  for (const [mine, other] of [
    ['spouse_a_id', 'spouse_b_id'],
    ['spouse_b_id', 'spouse_a_id'],
  ] as const) {
    await sql`DELETE FROM marriages WHERE ${sql.ref(mine)} = ${goneId} AND EXISTS (
      SELECT 1 FROM marriages k WHERE (k.spouse_a_id = ${keptId} AND k.spouse_b_id = marriages.${sql.ref(other)})
        OR (k.spouse_b_id = ${keptId} AND k.spouse_a_id = marriages.${sql.ref(other)}))`.execute(
      trx,
    );
    await trx
      .updateTable('marriages')
      .set({ [mine]: keptId })
      .where(mine, '=', goneId)
      .execute();
  }
  await trx.deleteFrom('marriages').whereRef('spouse_a_id', '=', 'spouse_b_id').execute();
}
