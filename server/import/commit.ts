import { searchKey } from '../member/search.js';
import { recordConsent } from '../messaging/consent.js';
import { recordPairs } from '../duplicates/pairs.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { audit, personName } from '../audit/audit.js';
import { ApiError } from '../http/errors.js';
import { claimLease, releaseLease, renewLease } from '../work/leases.js';
import { say } from '../../shared/contract/say.js';
import { INDIA_ID } from '../../shared/rules.js';
import { IMPORT_LEASE_MS, findImport, importLease, previewOf } from './store.js';
import type { PlaceRef, PreviewedRow } from './preview.js';
import { recordGujaratiNames } from './gujarati-names.js';
import { PLACE_TABLES } from './place-kinds.js';
import { districtOf } from '../auth/scope.js';
import type { GujaratiNameProposal } from '../../shared/contract/import.js';

/** Rows written per transaction: a failure loses at most one chunk's work, which a resume redoes. */
export const CHUNK_ROWS = 250;

/** Takes the import's lease for this process, or answers 409 import_busy. */
export async function claimImport(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await claimLease(db, importLease(id), IMPORT_LEASE_MS)))
    throw new ApiError(409, say('import_busy'));
}

type Places = Map<string, number>;

/**
 * A place's id, created under its parent the first time a row needs it (the
 * administrator chose so), and audited as imported from the file.
 */
async function placeId(
  trx: Kysely<Database>,
  kind: keyof typeof PLACE_TABLES,
  ref: PlaceRef,
  parent: number | null,
  created: Places,
  source: { file: string; user: { id: number; name: string } | null | undefined },
): Promise<number | null> {
  if (ref.id) return ref.id;
  if (!ref.create) return null;
  const { table, parent: column } = PLACE_TABLES[kind];
  if (column && !parent) return null;
  const key = `${kind}:${ref.create.toLowerCase()}:${parent ?? ''}`;
  const known = created.get(key);
  if (known) return known;
  const values = { name: ref.create, ...(column ? { [column]: parent } : {}) };
  const { id } = await trx
    .insertInto(table as 'villages')
    .values(values as { name: string; post_id: number })
    .returning('id')
    .executeTakeFirstOrThrow();
  const districtId = await districtOf(trx, kind, id);
  await audit(trx, {
    action: 'import',
    resource: table,
    recordId: id,
    label: ref.create,
    changes: Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, [null, value]]),
    ),
    details: { file: source.file },
    districtId,
    user: source.user ?? null,
  });
  created.set(key, id);
  return id;
}

/**
 * Imports the accepted rows of a previewed import (docs/import.md), in chunks of
 * whole families, each chunk one transaction that writes its members, their
 * audit events ("imported", with the file's name) and the rows' state. A row
 * already imported is never written again, so a commit that failed resumes where
 * it stopped, and a second commit of the same import adds nothing.
 */
export async function commitImport(
  db: Kysely<Database>,
  id: number,
  options: {
    user?: { id: number; name: string } | null;
    onChunk?: (done: number) => void | Promise<void>;
    /** The caller took the lease already (claimImport), to answer 409 before it runs. */
    claimed?: boolean;
    /** The proposed Gujarati place names to record (their keys), before the members. */
    gujaratiNames?: readonly string[];
  } = {},
): Promise<void> {
  if (!options.claimed) await claimImport(db, id);
  try {
    await commitClaimed(db, id, options);
  } finally {
    await releaseLease(db, importLease(id));
  }
}

async function commitClaimed(
  db: Kysely<Database>,
  id: number,
  options: Parameters<typeof commitImport>[2] & object,
): Promise<void> {
  const found = await findImport(db, id);
  if (found.status === 'mapping') throw new ApiError(409, say('import_not_previewed'));
  if (found.status === 'done') throw new ApiError(409, say('import_finished'));
  await db
    .updateTable('imports')
    .set({ status: 'importing', error: null })
    .where('id', '=', id)
    .execute();
  try {
    await recordGujaratiNames(
      db,
      JSON.parse(found.gujarati_names) as GujaratiNameProposal[],
      options.gujaratiNames ?? [],
      { file: found.file_name, user: options.user },
    );
    const rows = await db
      .selectFrom('import_rows')
      .select(['id', 'line', 'preview', 'accepted', 'status', 'member_id'])
      .where('import_id', '=', id)
      .orderBy('line')
      .execute();
    // Heads first, then the rows joining them, so a family is written together.
    const memberOfLine = new Map<number, { id: number; family_id: number }>();
    for (const r of rows)
      if (r.status === 'imported' && r.member_id) {
        const m = await db
          .selectFrom('members')
          .select(['id', 'family_id'])
          .where('id', '=', r.member_id)
          .executeTakeFirst();
        if (m) memberOfLine.set(r.line, m);
      }
    // Each row's place in that order, read once: a preview is parsed again only when written.
    const waiting = rows
      .filter((r) => r.accepted && r.status === 'pending')
      .map((row) => {
        const { head_line, line } = previewOf(row.preview)!;
        return { row, family: head_line ?? line, joining: head_line ? 1 : 0 };
      })
      .sort((a, b) => a.family - b.family || a.joining - b.joining || a.row.line - b.row.line)
      .map(({ row }) => row);
    const created: Places = new Map();
    let done = rows.filter((r) => r.status === 'imported').length;
    for (let i = 0; i < waiting.length; i += CHUNK_ROWS) {
      const chunk = waiting.slice(i, i + CHUNK_ROWS);
      await db.transaction().execute(async (trx) => {
        for (const row of chunk) {
          const preview = previewOf(row.preview)!;
          const head = preview.head_line ? memberOfLine.get(preview.head_line) : undefined;
          if (preview.head_line && !head) {
            await trx
              .updateTable('import_rows')
              .set({ status: 'failed', reason: 'import_head_not_imported' })
              .where('id', '=', row.id)
              .execute();
            continue;
          }
          const member = await writeMember(
            trx,
            preview,
            found.file_name,
            created,
            head,
            options.user,
          );
          memberOfLine.set(row.line, member);
          // Imported although it looked like someone already here: the pair waits for review.
          if (preview.outcome === 'possible_duplicate' && preview.other?.id)
            await recordPairs(
              trx,
              [
                {
                  a: member.id,
                  b: preview.other.id,
                  score: preview.score ?? 0,
                  reasons: preview.reasons,
                },
              ],
              'import',
            );
          await trx
            .updateTable('import_rows')
            .set({ status: 'imported', member_id: member.id, reason: null })
            .where('id', '=', row.id)
            .execute();
        }
        done += chunk.length;
        await trx.updateTable('imports').set({ rows_done: done }).where('id', '=', id).execute();
      });
      await renewLease(db, importLease(id), IMPORT_LEASE_MS);
      await options.onChunk?.(done);
      // Other requests take their turn between chunks (SQLite has one connection).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db
      .updateTable('import_rows')
      .set({ status: 'not_imported' })
      .where('import_id', '=', id)
      .where('status', '=', 'pending')
      .where('accepted', '=', 0)
      .execute();
    await db.updateTable('imports').set({ status: 'done' }).where('id', '=', id).execute();
  } catch (error) {
    await db
      .updateTable('imports')
      .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
      .where('id', '=', id)
      .execute();
    throw error;
  }
}

async function writeMember(
  trx: Kysely<Database>,
  row: PreviewedRow,
  fileName: string,
  created: Places,
  head: { id: number; family_id: number } | undefined,
  user: { id: number; name: string } | null | undefined,
) {
  const v = row.values;
  const joining =
    head?.family_id ??
    (row.joins_member
      ? (
          await trx
            .selectFrom('members')
            .select('family_id')
            .where('id', '=', row.joins_member)
            .executeTakeFirst()
        )?.family_id
      : undefined);
  const family_id =
    joining ??
    (await trx.insertInto('families').defaultValues().returning('id').executeTakeFirstOrThrow()).id;
  const source = { file: fileName, user };
  const district_id = await placeId(trx, 'district', v.district, null, created, source);
  const post_id = await placeId(trx, 'post', v.post, district_id, created, source);
  const village_id = await placeId(trx, 'village', v.village, post_id, created, source);
  const gujarat = district_id
    ? ((
        await trx.selectFrom('states').select('id').where('name', '=', 'Gujarat').executeTakeFirst()
      )?.id ?? null)
    : null;
  const values = {
    family_id,
    relation_id: v.relation_id,
    is_head: joining ? 0 : 1,
    mobile_no: v.mobile_no!,
    first_name: v.first_name,
    last_name: v.last_name,
    date_of_birth: v.date_of_birth,
    sex: v.sex ?? 1,
    blood_group: v.blood_group,
    education_id: v.education_id,
    country_id: INDIA_ID,
    state_id: gujarat,
    city: v.city,
    district_id,
    post_id,
    village_id,
    current_address: v.current_address,
    surname: v.surname ?? null,
    native_place: v.native_place ?? null,
    search_key: searchKey(v.first_name, v.last_name, v.surname, v.native_place),
  };
  const { id } = await trx
    .insertInto('members')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (v.whatsapp_consent)
    await recordConsent(trx, {
      memberIds: [id],
      channel: 'whatsapp',
      state: v.whatsapp_consent,
      source: 'import',
      userId: user?.id ?? null,
    });
  await audit(trx, {
    action: 'import',
    resource: 'members',
    recordId: id,
    label: personName({
      first_name: v.first_name,
      last_name: v.last_name,
      mobile_no: v.mobile_no!,
    }),
    districtId: district_id,
    details: { file: fileName },
    user: user ?? null,
  });
  return { id, family_id };
}
