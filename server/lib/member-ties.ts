import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';

/** What else a member is part of: shown before the member is removed. */
export const memberTies = z.object({
  committees: z.array(z.object({ name: z.string(), position: z.string().nullable() })),
  donors: z.array(z.string()),
  admin: z.boolean(),
  business_partner: z.array(z.string()),
  job_applications: z.number().int(),
});
export type MemberTies = z.infer<typeof memberTies>;

export async function readMemberTies(db: Kysely<Database>, id: number): Promise<MemberTies> {
  const [committees, donors, admin, partners, applications] = await Promise.all([
    db
      .selectFrom('committee_members')
      .innerJoin('committees', 'committees.id', 'committee_members.committee_id')
      .select(['committees.name', 'committee_members.position'])
      .where('committee_members.member_id', '=', id)
      .orderBy('committees.name')
      .execute(),
    db
      .selectFrom('donor_members')
      .innerJoin('donors', 'donors.id', 'donor_members.donor_id')
      .select('donors.name')
      .where('donor_members.member_id', '=', id)
      .orderBy('donors.name')
      .execute(),
    db.selectFrom('admins').select('id').where('member_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('business_partners')
      .innerJoin('business_portals', 'business_portals.id', 'business_partners.business_portal_id')
      .select('business_portals.name')
      .where('business_partners.member_id', '=', id)
      .orderBy('business_portals.name')
      .execute(),
    db
      .selectFrom('job_applicants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    committees,
    donors: donors.map((d) => d.name),
    admin: !!admin,
    business_partner: partners.map((p) => p.name),
    job_applications: Number(applications?.n ?? 0),
  };
}

/**
 * Before a member is removed, the records that are history rather than the
 * member's own keep the person by name: a registered donor entry becomes a named
 * one (the donation stays on record), a business partner likewise.
 */
export async function keepByName(
  trx: Kysely<Database>,
  member: { id: number; first_name: string | null; last_name: string | null; mobile_no: string },
): Promise<void> {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || member.mobile_no;
  await trx
    .updateTable('donor_members')
    .set({ member_id: null, name })
    .where('member_id', '=', member.id)
    .execute();
  await trx
    .updateTable('business_partners')
    .set({ member_id: null, name, mobile_no: member.mobile_no })
    .where('member_id', '=', member.id)
    .execute();
}
