import { sql, type Kysely } from 'kysely';
import type { Database, MembersTable } from '../db/types.js';
import type { MergeBody, MergeChoice } from '../../shared/contract/duplicates.js';
import { audit, personName } from '../audit/audit.js';
import { ApiError, notFound } from '../http/errors.js';
import { removeImage } from '../uploads/images.js';
import { dropIfEmpty } from '../member/family.js';
import { readSides } from './pairs.js';
import { memberWrites } from '../member/save.js';
import { MEMBER_ONCE_PER, MEMBER_REFERENCES, namingMember } from '../member/ties.js';
import { moveKin } from '../kin/references.js';
import { refreshSearchKey } from '../member/search.js';
import { say } from '../../shared/contract/say.js';

/** The member columns each choice of a merge takes from the member who goes. */
const CHOICE_COLUMNS: Record<MergeChoice, readonly (keyof MembersTable)[]> = {
  first_name: ['first_name'],
  last_name: ['last_name'],
  mobile_no: ['mobile_no'],
  date_of_birth: ['date_of_birth'],
  sex: ['sex'],
  blood_group: ['blood_group'],
  education: ['education_id'],
  photo: ['photo'],
  place: [
    'in_foreign_land',
    'in_dpvs',
    'country_id',
    'state_id',
    'city',
    'district_id',
    'post_id',
    'village_id',
  ],
  current_address: ['current_address'],
  business: ['business_type', 'business_id', 'business_address'],
};

/**
 * Moves every record naming `goneId` to `keptId` (docs/duplicates.md "Merge"):
 * each table of MEMBER_REFERENCES in turn. Where a table holds a member once
 * per something (a committee seat), the gone member's row the kept member
 * already has is dropped first.
 */
async function moveTies(trx: Kysely<Database>, goneId: number, keptId: number) {
  for (const table of Object.keys(MEMBER_REFERENCES)) {
    const rows = sql.table(table);
    const once = MEMBER_ONCE_PER[table as keyof typeof MEMBER_ONCE_PER];
    if (once) {
      const same = once.map((column) => sql`k.${sql.ref(column)} = ${rows}.${sql.ref(column)}`);
      await sql`DELETE FROM ${rows} WHERE member_id = ${goneId} AND EXISTS (
        SELECT 1 FROM ${rows} k WHERE k.member_id = ${keptId}
        ${same.length ? sql`AND ${sql.join(same, sql` AND `)}` : sql``})`.execute(trx);
    }
    await sql`UPDATE ${rows} SET member_id = ${keptId}
      WHERE ${namingMember(trx, table, goneId)}`.execute(trx);
  }
  await moveKin(trx, goneId, keptId);
}

/**
 * Merges the pair `pairId`: the member `keep` stays, with the values `take`
 * names from the other; the other's family, seats, entries, applications,
 * sign-ups, businesses, results and contacts move to it, and the other is
 * removed, its id remembered as merged into the kept one. One transaction,
 * audited on both members.
 */
export async function mergePair(
  db: Kysely<Database>,
  storageDir: string,
  pairId: number,
  body: MergeBody,
  userId: number | null,
) {
  const pair = await db
    .selectFrom('duplicate_pairs')
    .selectAll()
    .where('id', '=', pairId)
    .executeTakeFirst();
  if (!pair) throw notFound('record');
  if (pair.status !== 'open') throw new ApiError(409, say('pair_decided'));
  if (body.keep !== pair.member_a && body.keep !== pair.member_b)
    throw new ApiError(422, say('merge_keep_one'), { keep: [say('merge_keep_one')] });
  const keptId = body.keep;
  const goneId = keptId === pair.member_a ? pair.member_b : pair.member_a;
  // The pair as the screen showed it, kept for the Merged list.
  const before = await readSides(db, [pair.member_a, pair.member_b]);
  const sides = JSON.stringify([before.get(pair.member_a), before.get(pair.member_b)]);
  const unused: (string | null)[] = [];
  let goneName = '';
  const written = await memberWrites(db).update(
    keptId,
    async (trx, kept) => {
      const gone = await trx
        .selectFrom('members')
        .selectAll()
        .where('id', '=', goneId)
        .executeTakeFirst();
      if (!gone) throw notFound('member');
      goneName = `${personName(gone)} (#${goneId})`;
      const values: Record<string, unknown> = {};
      for (const choice of body.take)
        for (const column of CHOICE_COLUMNS[choice]) values[column] = gone[column];
      unused.push(body.take.includes('photo') ? kept.photo : gone.photo);

      await moveTies(trx, goneId, keptId);
      // The family: the gone member's relatives join the kept member's family
      // with the relations they had; a head that goes hands the headship over.
      const sameFamily = gone.family_id === kept.family_id;
      if (!sameFamily)
        await trx
          .updateTable('members')
          .set({ family_id: kept.family_id, is_head: 0 })
          .where('family_id', '=', gone.family_id)
          .where('id', '!=', goneId)
          .execute();
      await trx.deleteFrom('members').where('id', '=', goneId).execute();
      if (!sameFamily) await dropIfEmpty(trx, gone.family_id);
      if (sameFamily && gone.is_head === 1)
        Object.assign(values, { is_head: 1, relation_id: gone.relation_id });
      if (Object.keys(values).length) {
        await trx.updateTable('members').set(values).where('id', '=', keptId).execute();
        await refreshSearchKey(trx, keptId);
      }

      await trx
        .updateTable('member_merges')
        .set({ kept_id: keptId })
        .where('kept_id', '=', goneId)
        .execute();
      await trx
        .insertInto('member_merges')
        .values({ merged_id: goneId, kept_id: keptId })
        .execute();
      await trx
        .updateTable('duplicate_pairs')
        .set({
          status: 'merged',
          decided_by: userId,
          decided_at: new Date().toISOString(),
          sides,
        })
        .where('id', '=', pairId)
        .execute();
      await trx
        .deleteFrom('duplicate_pairs')
        .where((eb) => eb.or([eb('member_a', '=', goneId), eb('member_b', '=', goneId)]))
        .where('id', '!=', pairId)
        .execute();
      await audit(trx, {
        action: 'merge',
        resource: 'members',
        recordId: goneId,
        label: personName(gone),
        districtId: gone.district_id,
        details: { merged_into: personName(kept) },
      });
    },
    {
      action: 'merge',
      code: 'members_merged',
      details: () => ({ merged: goneName }),
    },
  );
  for (const photo of unused) if (photo) await removeImage(storageDir, photo);
  return written;
}

/**
 * Where a merged member went: the id of the member they were merged into, or
 * null for an id never merged.
 */
export async function mergedInto(db: Kysely<Database>, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_merges')
    .select('kept_id')
    .where('merged_id', '=', id)
    .executeTakeFirst();
  return row?.kept_id ?? null;
}
