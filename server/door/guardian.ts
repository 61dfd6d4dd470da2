import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isMinor } from '../../shared/door.js';

interface Person {
  id: number;
  date_of_birth: string | null;
  marked_minor: number;
}

/**
 * Who answers for each member at the member page (docs/privacy.md "Children"): a
 * member for themself, and for a child its parent as the family tree records it
 * or, where the tree records none, an adult of the family — identified as an adult
 * from the birth date the directory holds. Another adult answers for themself alone.
 */
export async function answeredBy(
  db: Kysely<Database>,
  me: { id: number; dateOfBirth: string | null; markedMinor: boolean },
  people: readonly Person[],
  today: string,
): Promise<Set<number>> {
  const answers = new Set([me.id]);
  if (isMinor(me.dateOfBirth, today, me.markedMinor)) return answers;
  const children = people.filter((p) => isMinor(p.date_of_birth, today, p.marked_minor));
  if (!children.length) return answers;
  const parents = await db
    .selectFrom('kin_parents')
    .select(['child_id', 'parent_id'])
    .where(
      'child_id',
      'in',
      children.map((c) => c.id),
    )
    .execute();
  for (const child of children) {
    const recorded = parents.filter((p) => p.child_id === child.id).map((p) => p.parent_id);
    if (!recorded.length || recorded.includes(me.id)) answers.add(child.id);
  }
  return answers;
}
