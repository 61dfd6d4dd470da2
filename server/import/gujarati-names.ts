import type { Kysely } from 'kysely';
import { gujaratiNameTaken, type GujaratiNameScope } from '../masters/gujarati-names.js';
import { PLACE_TABLES } from './place-kinds.js';
import { districtOf } from '../auth/scope.js';
import type { GujaratiNameProposal } from '../../shared/contract/import.js';
import type { Database } from '../db/types.js';
import { audit } from '../audit/audit.js';
import type { Named } from './lookups.js';

/** A place name written in Gujarati letters only (with spaces, dots, hyphens, brackets). */
const ALL_GUJARATI = /^[\u0A80-\u0AFF][\u0A80-\u0AFF\s.\-()]*$/;

/**
 * The Gujarati spellings a sheet gives to places the masters know only in English
 * (docs/import.md, "Places in both scripts"): a village matched across scripts,
 * or matched by the administrator, is proposed to keep the sheet's spelling as
 * its Gujarati name. Where rows spell it differently, the most used spelling wins.
 */
export class GujaratiNames {
  private readonly places = new Map<
    string,
    { place: Named; kind: GujaratiNameProposal['kind']; spellings: Map<string, number> }
  >();

  note(kind: GujaratiNameProposal['kind'], place: Named | undefined, spelling: string | null) {
    const written = spelling?.trim().replace(/\s+/g, ' ');
    if (!place || place.name_gu || !written || written.length > 100 || !ALL_GUJARATI.test(written))
      return;
    const key = `${kind}:${place.id}`;
    const seen = this.places.get(key) ?? { place, kind, spellings: new Map<string, number>() };
    seen.spellings.set(written, (seen.spellings.get(written) ?? 0) + 1);
    this.places.set(key, seen);
  }

  list(): GujaratiNameProposal[] {
    return [...this.places.entries()].map(([key, { place, kind, spellings }]) => {
      const [name_gu] = [...spellings.entries()].sort((a, b) => b[1] - a[1])[0]!;
      const rows = [...spellings.values()].reduce((a, b) => a + b, 0);
      return { key, kind, id: place.id, name: place.name, name_gu, rows };
    });
  }
}

/**
 * Records the proposed Gujarati names the administrator accepted (by key), in one
 * transaction, each audited as an update naming the file. A place that got a
 * Gujarati name meanwhile keeps it, and a spelling another place under the same
 * parent already has is left out (the masters keep Gujarati names unique as
 * English ones). Answers how many were recorded.
 */
export async function recordGujaratiNames(
  db: Kysely<Database>,
  proposals: readonly GujaratiNameProposal[],
  accepted: readonly string[],
  source: { file: string; user: { id: number; name: string } | null | undefined },
): Promise<number> {
  const chosen = proposals.filter((p) => accepted.includes(p.key));
  if (!chosen.length) return 0;
  return db.transaction().execute(async (trx) => {
    let recorded = 0;
    for (const proposal of chosen) {
      const { table, parent } = PLACE_TABLES[proposal.kind];
      const place = await trx
        .selectFrom(table as 'villages')
        .select(['id', 'name', 'name_gu', ...(parent ? [parent as 'post_id'] : [])])
        .where('id', '=', proposal.id)
        .executeTakeFirst();
      if (!place || place.name_gu) continue;
      const scope = {
        table,
        ...(parent
          ? { parent: { column: parent, id: (place as Record<string, unknown>)[parent] as number } }
          : {}),
      } as GujaratiNameScope;
      if (await gujaratiNameTaken(trx, scope, proposal.name_gu)) continue;
      await trx
        .updateTable(table as 'villages')
        .set({ name_gu: proposal.name_gu })
        .where('id', '=', proposal.id)
        .execute();
      await audit(trx, {
        action: 'update',
        resource: table,
        recordId: proposal.id,
        label: place.name,
        changes: { name_gu: [null, proposal.name_gu] },
        details: { file: source.file },
        districtId: await districtOf(trx, proposal.kind, proposal.id),
        user: source.user ?? null,
      });
      recorded++;
    }
    return recorded;
  });
}
