import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, conflict, invalid, notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { fullName } from '../../shared/names.js';
import { audit, personName } from '../audit/audit.js';
import { normaliseMobile } from '../member/mobile.js';
import { searchKey } from '../../shared/spelling.js';
import { giveOwnFamily } from '../member/family.js';
import type { z } from 'zod';
import type { marriageBody, marriageEndBody } from '../../shared/contract/kin.js';
import { todayIn } from '../../shared/days.js';
import {
  handOver,
  headOf,
  moveInto,
  newHousehold,
  placeValues,
  relationIds,
  type RelationName,
} from './household.js';

/**
 * A marriage, its end and a death, each one step in one transaction with one audit
 * event (docs/families.md "A wedding").
 */

type Db = Kysely<Database>;
type Marriage = z.output<typeof marriageBody>;
type MarriageEnd = z.output<typeof marriageEndBody>;

const person = (db: Db, id: number) =>
  db
    .selectFrom('members')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'members.family_id',
      'members.is_head',
      'members.sex',
      'members.first_name',
      'members.last_name',
      'members.mobile_no',
      'members.died_on',
      'members.district_id',
      'relations.name as relation',
    ])
    .where('members.id', '=', id)
    .executeTakeFirst();
type Person = NonNullable<Awaited<ReturnType<typeof person>>>;

const spouseWord = (p: { sex: number }): RelationName => (p.sex === 1 ? 'Husband' : 'Wife');
const childWord = (p: { sex: number }): RelationName => (p.sex === 1 ? 'Son' : 'Daughter');

/** The relation of a person marrying `partner` into the household `partner` lives in. */
function marriedInto(mover: { sex: number }, partner: Person): RelationName {
  if (partner.is_head === 1) return spouseWord(mover);
  if (partner.relation === 'Son') return 'Daughter-in-law';
  if (partner.relation === 'Daughter') return 'Son-in-law';
  return 'Other';
}

async function childrenOf(db: Db, parentIds: number[]) {
  const rows = await db
    .selectFrom('kin_parents')
    .select('child_id')
    .where('parent_id', 'in', parentIds)
    .execute();
  return new Set(rows.map((r) => r.child_id));
}

/** Records a marriage of `memberId` and moves whoever moves (docs/families.md). */
export async function recordMarriage(trx: Db, memberId: number, body: Marriage): Promise<void> {
  const member = await person(trx, memberId);
  if (!member) throw notFound('member');
  if (member.died_on)
    throw conflict(
      say('marriage_deceased', { name: fullName(member.first_name, member.last_name) }),
    );
  let spouse: Person | undefined;
  if (body.spouse_id) {
    if (body.spouse_id === memberId) throw invalid('spouse_id', say('marriage_self'));
    spouse = await person(trx, body.spouse_id);
    if (!spouse) throw invalid('spouse_id', say('member_missing'));
    if (spouse.died_on)
      throw invalid(
        'spouse_id',
        say('marriage_deceased', { name: fullName(spouse.first_name, spouse.last_name) }),
      );
    const already = await trx
      .selectFrom('marriages')
      .select('id')
      .where('current', '=', 1)
      .where((eb) =>
        eb.or([
          eb.and([eb('spouse_a_id', '=', memberId), eb('spouse_b_id', '=', spouse!.id)]),
          eb.and([eb('spouse_a_id', '=', spouse!.id), eb('spouse_b_id', '=', memberId)]),
        ]),
      )
      .executeTakeFirst();
    if (already) throw invalid('spouse_id', say('marriage_exists'));
  } else if (
    body.household === 'spouse' ||
    (body.household === 'new' && body.new_head === 'spouse')
  ) {
    // A new person has no household yet, and heads none.
    throw invalid('household', say('household_choose'));
  }
  // One current marriage at a time: an earlier one is ended first (a separation, a death).
  for (const person of [member, spouse]) {
    if (!person) continue;
    const current = await trx
      .selectFrom('marriages')
      .innerJoin('members', (join) =>
        join.on((eb) =>
          eb.and([
            eb('members.id', '<>', person.id),
            eb.or([
              eb('members.id', '=', eb.ref('marriages.spouse_a_id')),
              eb('members.id', '=', eb.ref('marriages.spouse_b_id')),
            ]),
          ]),
        ),
      )
      .select(['members.first_name', 'members.last_name'])
      .where('marriages.current', '=', 1)
      .where((eb) => eb.or([eb('spouse_a_id', '=', person.id), eb('spouse_b_id', '=', person.id)]))
      .executeTakeFirst();
    if (!current) continue;
    const message = say('married_to_another', {
      name: fullName(person.first_name, person.last_name),
      spouse: fullName(current.first_name, current.last_name),
    });
    throw person === member ? conflict(message) : invalid('spouse_id', message);
  }
  const relation = await relationIds(trx);

  // Who moves, and where to.
  const movers: Person[] =
    body.household === 'member'
      ? spouse && spouse.family_id !== member.family_id
        ? [spouse]
        : []
      : body.household === 'spouse'
        ? spouse!.family_id !== member.family_id
          ? [member]
          : []
        : spouse
          ? [member, spouse]
          : [member];
  const along: Person[] = [];
  for (const id of body.moving_along) {
    const p = await person(trx, id);
    if (
      !p ||
      !movers.some((m) => m.family_id === p.family_id) ||
      id === memberId ||
      id === spouse?.id
    )
      throw invalid('moving_along', say('moving_along_invalid'));
    along.push(p);
  }
  const handed = await handOver(trx, [...movers, ...along], body.successor_id, relation('Self'));

  let household: number;
  let newHeadId: number | null = null;
  if (body.household === 'new') {
    household = await newHousehold(trx);
    const head = body.new_head === 'spouse' && spouse ? spouse : member;
    newHeadId = head.id;
    await moveInto(
      trx,
      household,
      [{ id: head.id, relation_id: relation('Self'), is_head: true }],
      undefined,
    );
  } else household = body.household === 'member' ? member.family_id : spouse!.family_id;
  const head = await headOf(trx, household);
  const partnerOf = (p: Person) => (p.id === member.id ? spouse : member);

  const kids = await childrenOf(trx, [member.id, ...(spouse ? [spouse.id] : [])]);
  const moves = [
    ...movers
      .filter((m) => m.id !== newHeadId)
      .map((m) => {
        const partner = partnerOf(m);
        const word = body.household === 'new' || !partner ? spouseWord(m) : marriedInto(m, partner);
        return { id: m.id, relation_id: relation(word) };
      }),
    ...along.map((p) => ({
      id: p.id,
      relation_id: relation(kids.has(p.id) ? childWord(p) : 'Other'),
    })),
  ];
  await moveInto(trx, household, moves, head ?? undefined);

  let spouseId = spouse?.id;
  if (body.new_spouse) {
    const mobile_no = normaliseMobile(body.new_spouse.mobile_no, false, 'new_spouse.mobile_no');
    const taken = await trx
      .selectFrom('members')
      .select('id')
      .where('mobile_no', '=', mobile_no)
      .executeTakeFirst();
    if (taken) {
      const message = say('mobile_taken');
      throw new ApiError(409, message, { 'new_spouse.mobile_no': [message] });
    }
    const row = await trx
      .insertInto('members')
      .values({
        family_id: household,
        relation_id: relation(
          body.household === 'new'
            ? spouseWord(body.new_spouse)
            : marriedInto(body.new_spouse, member),
        ),
        is_head: 0,
        first_name: body.new_spouse.first_name,
        last_name: body.new_spouse.last_name,
        mobile_no,
        sex: body.new_spouse.sex,
        search_key: searchKey(body.new_spouse.first_name, body.new_spouse.last_name),
        ...(head ? placeValues(head) : {}),
        created_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    spouseId = row.id;
  }

  // The husband first, as GEDCOM's HUSB and WIFE read them; the member first otherwise.
  const spouseSex = body.new_spouse ? body.new_spouse.sex : spouse!.sex;
  const [a, b] =
    member.sex !== 1 && spouseSex === 1 ? [spouseId!, member.id] : [member.id, spouseId!];
  await trx
    .insertInto('marriages')
    .values({ spouse_a_id: a, spouse_b_id: b, married_on: body.married_on, current: 1 })
    .execute();

  const spouseName = body.new_spouse
    ? fullName(body.new_spouse.first_name, body.new_spouse.last_name)
    : fullName(spouse!.first_name, spouse!.last_name);
  const headRow = await trx
    .selectFrom('members')
    .select(['first_name', 'last_name', 'mobile_no'])
    .where('family_id', '=', household)
    .where('is_head', '=', 1)
    .executeTakeFirst();
  const successors = handed.filter((h) => h.successor !== null);
  const successorNames = await Promise.all(
    successors.map(async (h) => personName(await person(trx, h.successor!))),
  );
  await audit(trx, {
    action: 'marriage',
    resource: 'members',
    recordId: member.id,
    label: personName(member),
    details: {
      spouse: spouseName,
      married_on: body.married_on,
      household: headRow ? personName(headRow) : null,
      moved: [...movers, ...along].map((p) => personName(p)),
      ...(successorNames.length ? { new_head: successorNames.join(', ') } : {}),
    },
    districtId: member.district_id,
  });
}

/** Where a person moving back goes: a living parent's household, or one of their own. */
async function moveBack(trx: Db, mover: Person, successorId: number | undefined) {
  const relation = await relationIds(trx);
  const parents = await trx
    .selectFrom('kin_parents')
    .innerJoin('members', 'members.id', 'kin_parents.parent_id')
    .select(['members.family_id'])
    .where('kin_parents.child_id', '=', mover.id)
    .where('members.died_on', 'is', null)
    .orderBy('kin_parents.role')
    .execute();
  const target = parents.find((p) => p.family_id !== mover.family_id)?.family_id;
  await handOver(trx, [mover], successorId, relation('Self'));
  if (!target) {
    await giveOwnFamily(trx, mover.id);
    return null;
  }
  const head = await headOf(trx, target);
  const headIsParent =
    parents.length > 0 && head
      ? !!(await trx
          .selectFrom('kin_parents')
          .select('id')
          .where('child_id', '=', mover.id)
          .where('parent_id', '=', head.id)
          .executeTakeFirst())
      : false;
  await moveInto(
    trx,
    target,
    [{ id: mover.id, relation_id: relation(headIsParent ? childWord(mover) : 'Other') }],
    head ?? undefined,
  );
  return target;
}

/** Ends a current marriage by separation or death; one of the two may move back. */
export async function endMarriage(trx: Db, marriageId: number, body: MarriageEnd): Promise<number> {
  const marriage = await trx
    .selectFrom('marriages')
    .selectAll()
    .where('id', '=', marriageId)
    .executeTakeFirst();
  if (!marriage) throw notFound('marriage');
  if (marriage.current !== 1) throw conflict(say('marriage_ended_already'));
  const pair = [marriage.spouse_a_id, marriage.spouse_b_id];
  if (body.ended_by === 'death' && (!body.deceased_id || !pair.includes(body.deceased_id)))
    throw invalid('deceased_id', say('deceased_not_spouse'));
  if (
    body.move_back_id &&
    (!pair.includes(body.move_back_id) || body.move_back_id === body.deceased_id)
  )
    throw invalid('move_back_id', say('move_back_not_spouse'));
  const endedOn = body.ended_on ?? (body.ended_by === 'death' ? todayIn() : null);
  await trx
    .updateTable('marriages')
    .set({ current: 0, ended_on: endedOn, ended_by: body.ended_by })
    .where('id', '=', marriageId)
    .execute();
  if (body.ended_by === 'death')
    await trx
      .updateTable('members')
      .set({ died_on: endedOn, updated_at: new Date().toISOString() })
      .where('id', '=', body.deceased_id!)
      .where('died_on', 'is', null)
      .execute();
  const mover = body.move_back_id ? await person(trx, body.move_back_id) : undefined;
  if (mover) await moveBack(trx, mover, undefined);
  const [a, b] = await Promise.all(pair.map((id) => person(trx, id)));
  await audit(trx, {
    action: 'marriage_end',
    resource: 'members',
    recordId: a!.id,
    label: personName(a),
    details: {
      spouse: personName(b),
      ended_by: body.ended_by,
      ended_on: endedOn,
      ...(mover ? { moved: [personName(mover)] } : {}),
    },
    districtId: a!.district_id,
  });
  return a!.id;
}

/**
 * Marks a member as passed away on a date (their current marriages end by death), or
 * undoes it (the marriages that death ended hold again).
 */
export async function recordDeath(trx: Db, memberId: number, diedOn: string | null) {
  const member = await person(trx, memberId);
  if (!member) throw notFound('member');
  if (member.died_on === diedOn) return;
  if (diedOn)
    await marriagesOf(trx, memberId)
      .set({ current: 0, ended_on: diedOn, ended_by: 'death' })
      .where('current', '=', 1)
      .execute();
  else if (member.died_on)
    await marriagesOf(trx, memberId)
      .set({ current: 1, ended_on: null, ended_by: null })
      .where('ended_by', '=', 'death')
      .where('ended_on', '=', member.died_on)
      .execute();
  await trx
    .updateTable('members')
    .set({ died_on: diedOn, updated_at: new Date().toISOString() })
    .where('id', '=', memberId)
    .execute();
  await audit(trx, {
    action: 'death',
    resource: 'members',
    recordId: memberId,
    label: personName(member),
    changes: { died_on: [member.died_on, diedOn] },
    districtId: member.district_id,
  });
}

const marriagesOf = (trx: Db, memberId: number) =>
  trx
    .updateTable('marriages')
    .where((eb) => eb.or([eb('spouse_a_id', '=', memberId), eb('spouse_b_id', '=', memberId)]));
