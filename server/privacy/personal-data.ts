import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { MEMBER_REFERENCES, namingMember } from '../member/ties.js';
import { readMember } from '../member/read.js';
import { parseIdRanges } from '../audit/id-ranges.js';

/** The tables that name a member in another column than `member_id`. */
const OTHER_REFERENCES = {
  kin_parents: ['child_id', 'parent_id'],
  marriages: ['spouse_a_id', 'spouse_b_id'],
  duplicate_pairs: ['member_a', 'member_b'],
  member_merges: ['merged_id', 'kept_id'],
  change_requests: ['proposed_by'],
} as const;

/**
 * Everything held about one member, for a request of access (docs/privacy.md "Rights"):
 * the record as the form shows it, every row of every table that names the member,
 * the changes made to it, and whom it was shared with — each record opened, export and
 * book that held the member, and each backup downloaded (all members).
 */
export async function personalData(db: Kysely<Database>, memberId: number) {
  const member = await readMember(db, memberId);
  if (!member) throw notFound('member');
  const held: Record<string, unknown[]> = {};
  for (const table of Object.keys(MEMBER_REFERENCES) as (keyof typeof MEMBER_REFERENCES)[])
    held[table] = await db
      .selectFrom(table)
      .selectAll()
      .where(namingMember(db, table, memberId))
      .execute();
  for (const [table, columns] of Object.entries(OTHER_REFERENCES) as [
    keyof typeof OTHER_REFERENCES,
    readonly string[],
  ][]) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where((eb) => eb.or(columns.map((c) => sql<boolean>`${sql.ref(c)} = ${memberId}`)))
      .execute();
    held[table] = [...(held[table] ?? []), ...rows];
  }
  const changes = await db
    .selectFrom('audit_events')
    .select(['at', 'user_name', 'action', 'label', 'changes', 'details'])
    .where('resource', '=', 'members')
    .where('record_id', '=', String(memberId))
    .where('action', '<>', 'access')
    .orderBy('id')
    .execute();
  // Whom it was shared with: reads, exports, books, backups that held the member.
  const reads = await db
    .selectFrom('audit_events')
    .select(['at', 'user_name', 'action', 'resource', 'label', 'details'])
    .where('action', 'in', ['access', 'export'])
    .where('details', 'is not', null)
    .orderBy('id')
    .execute();
  const sharedWith = reads
    .filter((event) => {
      const details = JSON.parse(event.details!) as { member_ids?: string; everyone?: boolean };
      return details.everyone === true || parseIdRanges(details.member_ids).includes(memberId);
    })
    .map(({ details: _details, ...event }) => event);
  return {
    generated_at: new Date().toISOString(),
    member,
    held,
    changes: changes.map((c) => ({
      ...c,
      changes: c.changes ? (JSON.parse(c.changes) as unknown) : null,
      details: c.details ? (JSON.parse(c.details) as unknown) : null,
    })),
    shared_with: sharedWith,
  };
}
