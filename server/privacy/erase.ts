import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { fullName } from '../../shared/names.js';
import { parseIdRanges } from '../audit/id-ranges.js';
import { removeImage } from '../uploads/images.js';
import { namingMember } from '../member/ties.js';

/** How an erased member reads everywhere the row is still named: relations, seats, results. */
export const REMOVED_MEMBER = 'Removed member';

/** The reason donations keep the donor's name, written into the request's outcome. */
export const DONATIONS_KEPT =
  'Donation entries keep the donor’s name: the trust’s accounts must keep them by law.';

export interface Erased {
  /** Files removed from the storage folder. */
  files: string[];
  /** Printed books that held the member, their files deleted and marked to be printed again. */
  books: number[];
  /** Donation entries kept under the person's name, with the reason. */
  donations: number;
}

/**
 * Erases a member's personal data (docs/privacy.md "Erasure"), in the caller's
 * transaction; the files go once it commits (`removeFiles`). The member's row
 * stays as "Removed member" with its family, relation and district only, so the
 * family's relations, committee seats and counts hold and other families are
 * untouched. Their own records (sign-ins, devices, applications, help requests,
 * messages, greetings, change requests, staged import rows, one-time codes) go;
 * student results and business partnerships keep their place as "Removed member";
 * audit events keep what happened with the person's names and mobile numbers
 * replaced by "erased member #id". Donations stay under the name (a law requires
 * them); printed books that held the member are deleted and marked for reprint.
 */
export async function eraseMember(
  trx: Kysely<Database>,
  memberId: number,
  today: string,
): Promise<
  Erased & { removeFiles: (dirs: { storageDir: string; booksDir: string }) => Promise<void> }
> {
  const member = await trx
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .where('erased_on', 'is', null)
    .executeTakeFirst();
  if (!member) throw notFound('member');
  const files: string[] = [];
  if (member.photo) files.push(member.photo);

  // The names and numbers the person had, now and in the record's history.
  const said = new Set<string>();
  const remember = (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= 3) said.add(value.trim());
  };
  // Whole names only: a first name alone is other people's too.
  remember(fullName(member.first_name, member.last_name));
  remember(member.mobile_no);
  const history = await trx
    .selectFrom('audit_events')
    .select('changes')
    .where('resource', '=', 'members')
    .where('record_id', '=', String(memberId))
    .where('changes', 'is not', null)
    .execute();
  for (const { changes } of history) {
    const parsed = JSON.parse(changes!) as Record<string, [unknown, unknown]>;
    for (const value of parsed.mobile_no ?? []) remember(value);
  }

  // Results: their photos go, the row stays with its rank as "Removed member".
  const results = await trx
    .selectFrom('student_results')
    .select(['id', 'photo', 'name'])
    .where('member_id', '=', memberId)
    .execute();
  for (const result of results) {
    if (result.photo) files.push(result.photo);
    remember(result.name);
  }
  await trx
    .updateTable('student_results')
    .set({ name: REMOVED_MEMBER, photo: null, city: '' })
    .where('member_id', '=', memberId)
    .execute();

  // Photos proposed at the member page, then the requests themselves.
  const proposedPhotos = await trx
    .selectFrom('change_request_fields')
    .innerJoin('change_requests', 'change_requests.id', 'change_request_fields.request_id')
    .select('change_request_fields.proposed_value')
    .where('change_requests.member_id', '=', memberId)
    .where('change_request_fields.field', '=', 'photo')
    .execute();
  for (const { proposed_value } of proposedPhotos) if (proposed_value) files.push(proposed_value);
  await trx.deleteFrom('change_requests').where('member_id', '=', memberId).execute();
  await trx
    .updateTable('change_requests')
    .set({ proposed_by: null, proposer_name: REMOVED_MEMBER })
    .where('proposed_by', '=', memberId)
    .execute();

  for (const table of [
    'admins',
    'volunteers',
    'job_applicants',
    'contacts',
    'notification_recipients',
    'notification_deliveries',
    'device_tokens',
    'greetings',
    'member_sessions',
  ] as const)
    await sql`DELETE FROM ${sql.table(table)} WHERE ${namingMember(trx, table, memberId)}`.execute(
      trx,
    );
  await trx
    .deleteFrom('duplicate_pairs')
    .where((eb) => eb.or([eb('member_a', '=', memberId), eb('member_b', '=', memberId)]))
    .execute();
  // Mobile numbers are one member's each: the codes and receipts sent to it go too.
  await trx.deleteFrom('one_time_codes').where('mobile', '=', member.mobile_no).execute();
  await trx.deleteFrom('message_receipts').where('address', '=', member.mobile_no).execute();
  await trx
    .updateTable('import_rows')
    .set({ cells: '{}', preview: null, reason: null })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .updateTable('business_partners')
    .set({ name: REMOVED_MEMBER, mobile_no: '' })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .updateTable('business_portals')
    .set({ member_id: null, owner_name: REMOVED_MEMBER })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .updateTable('jobs')
    .set({ member_id: null })
    .where('member_id', '=', memberId)
    .execute();
  const donations = await trx
    .updateTable('donor_members')
    .set({ name: fullName(member.first_name, member.last_name) || member.mobile_no })
    .where('member_id', '=', memberId)
    .executeTakeFirst();

  await trx
    .updateTable('members')
    .set({
      first_name: REMOVED_MEMBER,
      last_name: null,
      surname: null,
      // Unique per member, and not a number: says what the row is.
      mobile_no: `erased:${memberId}`,
      photo: null,
      date_of_birth: null,
      blood_group: null,
      education_id: null,
      in_foreign_land: 0,
      in_dpvs: 0,
      country_id: null,
      state_id: null,
      city: null,
      current_address: null,
      business_id: null,
      business_address: null,
      native_place: null,
      search_key: null,
      died_on: null,
      show_mobile: 0,
      show_address: 0,
      show_anniversary: 0,
      marked_minor: 0,
      erased_on: today,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', memberId)
    .execute();

  // The audit log keeps what happened, without who the person was.
  const mark = `erased member #${memberId}`;
  const words = [...said].sort((a, b) => b.length - a.length);
  const like = (column: 'label' | 'changes' | 'details', word: string) =>
    sql<SqlBool>`${sql.ref(column)} LIKE ${`%${word.replace(/[%_\\]/g, '\\$&')}%`} ESCAPE '\\'`;
  const events = await trx
    .selectFrom('audit_events')
    .select(['id', 'resource', 'record_id', 'label', 'changes', 'details'])
    .where((eb) =>
      eb.or([
        eb.and([eb('resource', '=', 'members'), eb('record_id', '=', String(memberId))]),
        ...words.flatMap((word) => [
          like('label', word),
          like('changes', word),
          like('details', word),
        ]),
      ]),
    )
    .execute();
  const scrub = (text: string | null) =>
    text === null ? null : words.reduce((out, word) => out.split(word).join(mark), text);
  // The record's own changes keep which fields changed, not what they held.
  const blank = (changes: string | null) =>
    changes === null
      ? null
      : JSON.stringify(
          Object.fromEntries(
            Object.keys(JSON.parse(changes) as object).map((field) => [field, [mark, mark]]),
          ),
        );
  for (const event of events) {
    const ownRecord = event.resource === 'members' && event.record_id === String(memberId);
    await trx
      .updateTable('audit_events')
      .set({
        label: ownRecord ? mark : scrub(event.label),
        changes: ownRecord ? blank(event.changes) : scrub(event.changes),
        details: scrub(event.details),
      })
      .where('id', '=', event.id)
      .execute();
  }

  // Printed books that held the member: their files go; each is marked to be printed again.
  const printed = await trx
    .selectFrom('audit_events')
    .select(['record_id', 'details'])
    .where('resource', '=', 'directory_books')
    .where('action', '=', 'access')
    .execute();
  const books = printed
    .filter((event) =>
      parseIdRanges(
        (JSON.parse(event.details ?? '{}') as { member_ids?: string }).member_ids,
      ).includes(memberId),
    )
    .map((event) => Number(event.record_id));
  const bookFiles = books.length
    ? await trx
        .selectFrom('directory_books')
        .select(['id', 'file'])
        .where('id', 'in', books)
        .execute()
    : [];
  if (books.length)
    await trx
      .updateTable('directory_books')
      .set({ reprint: today, file: null })
      .where('id', 'in', books)
      .execute();

  return {
    files,
    books,
    donations: Number(donations.numUpdatedRows),
    removeFiles: async ({ storageDir, booksDir }) => {
      await Promise.all(files.map((file) => removeImage(storageDir, file)));
      await Promise.all(
        bookFiles
          .filter((book) => book.file)
          .map((book) => rm(join(booksDir, book.file!), { force: true })),
      );
    },
  };
}
