import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { analyze } from '../server/db/migrate.js';

const ACTIONS = ['create', 'update', 'update', 'update', 'delete', 'status', 'login', 'export'];
const RESOURCES = [
  'members',
  'committees',
  'committee_members',
  'donors',
  'donor_members',
  'villages',
];
const NAMES = [
  'Jash Harsh',
  'Kiran Patel',
  'Meena Desai',
  'Ramesh Shah',
  'Nirav Joshi',
  'Hetal Mehta',
];
const CHUNK = 1000;

/**
 * Fills the bench database's audit log (SQLite file or PostgreSQL URL) up to
 * `target` events spread over the last two years (the retention period), as
 * several offices would write them. The server must have migrated it already.
 */
export async function ensureAuditEvents(url: string, target: number): Promise<number> {
  const db = connect(url);
  try {
    const counted = await db
      .selectFrom('audit_events')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const have = Number(counted.n);
    if (have >= target) return have;
    const span = 730 * 86_400_000;
    const now = Date.now();
    const event = (i: number) => {
      const action = ACTIONS[i % ACTIONS.length]!;
      const resource = RESOURCES[(i * 7) % RESOURCES.length]!;
      const name = NAMES[(i * 13) % NAMES.length]!;
      const record = (i * 7919) % 100_000;
      return {
        at: new Date(now - span + Math.floor((i / target) * span)).toISOString(),
        user_id: 1 + (i % 3),
        user_name: ['Demo Administrator', 'Samaj Secretary', 'Office'][i % 3]!,
        action,
        resource,
        record_id: String(record),
        label: `${resource === 'members' ? 'Member' : 'Committee'}: ${name} ${record}`,
        changes:
          action === 'update' ? JSON.stringify({ mobile_no: ['9876500000', '9876511111'] }) : null,
        details: null,
        ip: '127.0.0.1',
        request_id: `req-${i}`,
      };
    };
    await db.transaction().execute(async (trx) => {
      for (let from = have; from < target; from += CHUNK) {
        const rows = [];
        for (let i = from; i < Math.min(target, from + CHUNK); i++) rows.push(event(i));
        await trx.insertInto('audit_events').values(rows).execute();
      }
    });
    await analyze(db);
    return target;
  } finally {
    await db.destroy();
  }
}
