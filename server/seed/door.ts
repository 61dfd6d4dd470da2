import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Random } from './random.js';

const DAY = 86_400_000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * The member page's demo (docs/member-door.md): some families verified in the
 * last year and a half, a verification campaign for the busiest village with its
 * answers, and change requests waiting for the office and decided.
 */
export async function seedDoor(db: Kysely<Database>, random: Random): Promise<void> {
  const heads = await db
    .selectFrom('members')
    .select([
      'id',
      'family_id',
      'first_name',
      'last_name',
      'mobile_no',
      'district_id',
      'village_id',
      'blood_group',
      'current_address',
      'updated_at',
    ])
    .where('is_head', '=', 1)
    .where('died_on', 'is', null)
    .where('mobile_no', 'not like', '+%')
    .orderBy('id')
    .execute();
  for (const head of heads)
    if (random.chance(0.2))
      await db
        .updateTable('families')
        .set({ verified_on: isoDaysAgo(random.int(1, 540)).slice(0, 10) })
        .where('id', '=', head.family_id)
        .execute();

  // A campaign for the village with the most families.
  const byVillage = new Map<number, typeof heads>();
  for (const head of heads)
    if (head.village_id)
      byVillage.set(head.village_id, [...(byVillage.get(head.village_id) ?? []), head]);
  const [villageId, reached] = [...byVillage.entries()].sort(
    (a, b) => b[1].length - a[1].length,
  )[0]!;
  const { id: campaignId } = await db
    .insertInto('verification_campaigns')
    .values({
      name: 'Check your family — Diwali 2026',
      filters: JSON.stringify({ village_id: villageId }),
      district_id: reached[0]!.district_id,
      families: reached.length,
      created_at: isoDaysAgo(20),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, head] of reached.entries()) {
    const opened = random.chance(0.6);
    const confirmed = opened && random.chance(0.5);
    await db
      .insertInto('campaign_families')
      .values({
        campaign_id: campaignId,
        family_id: head.family_id,
        head_id: head.id,
        token_hash: createHash('sha256').update(`demo-campaign-${i}`).digest('hex'),
        sent: 'sent',
        opened_at: opened ? isoDaysAgo(random.int(5, 19)) : null,
        confirmed_at: confirmed ? isoDaysAgo(random.int(1, 5)) : null,
      })
      .execute();
    if (confirmed)
      await db
        .updateTable('families')
        .set({ verified_on: isoDaysAgo(random.int(1, 5)).slice(0, 10) })
        .where('id', '=', head.family_id)
        .execute();
  }

  // Change requests: three waiting for the office, one decided.
  const proposing = random.sample(heads, 4);
  const sons = await db
    .selectFrom('relations')
    .select('id')
    .where('name', '=', 'Son')
    .executeTakeFirst();
  for (const [i, head] of proposing.entries()) {
    const proposer = `${[head.first_name, head.last_name].filter(Boolean).join(' ')} (${head.mobile_no})`;
    const kind = i === 1 ? 'new_member' : 'edit';
    const { id } = await db
      .insertInto('change_requests')
      .values({
        family_id: head.family_id,
        member_id: kind === 'edit' ? head.id : null,
        kind,
        proposed_by: head.id,
        proposer_name: proposer,
        district_id: head.district_id,
        village_id: head.village_id,
        based_on: head.updated_at,
        created_at: isoDaysAgo(3 - i * 0.5),
        ...(i === 3
          ? {
              status: 'decided' as const,
              outcome: 'rejected',
              decided_at: isoDaysAgo(0.5),
              decided_by_name: 'Demo Administrator',
            }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fields =
      kind === 'new_member'
        ? [
            { field: 'first_name', current_value: null, proposed_value: 'Vihaan' },
            { field: 'relation_id', current_value: null, proposed_value: String(sons?.id ?? 1) },
            { field: 'sex', current_value: null, proposed_value: '1' },
            {
              field: 'date_of_birth',
              current_value: null,
              proposed_value: isoDaysAgo(40).slice(0, 10),
            },
          ]
        : [
            {
              field: 'blood_group',
              current_value: head.blood_group,
              proposed_value: head.blood_group === 'O+' ? 'B+' : 'O+',
            },
            {
              field: 'current_address',
              current_value: head.current_address,
              proposed_value: `${head.current_address ?? ''}, near the Panchayat office`.replace(
                /^, /,
                '',
              ),
            },
          ];
    await db
      .insertInto('change_request_fields')
      .values(
        fields.map((f) => ({
          request_id: id,
          ...f,
          ...(i === 3 ? { decision: 'rejected' as const } : {}),
        })),
      )
      .execute();
  }
}
