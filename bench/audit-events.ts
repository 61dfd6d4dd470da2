import Database from 'better-sqlite3';

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

/**
 * Fills the bench database's audit log up to `target` events spread over the
 * last two years (the retention period), as several offices would write them.
 * The server must have migrated the file already.
 */
export function ensureAuditEvents(file: string, target: number): number {
  const db = new Database(file);
  try {
    const have = (db.prepare('SELECT count(*) AS n FROM audit_events').get() as { n: number }).n;
    if (have >= target) return have;
    const insert = db.prepare(`INSERT INTO audit_events
      (at, user_id, user_name, action, resource, record_id, label, changes, details, ip, request_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`);
    const span = 730 * 86_400_000;
    const now = Date.now();
    db.transaction(() => {
      for (let i = have; i < target; i++) {
        const action = ACTIONS[i % ACTIONS.length]!;
        const resource = RESOURCES[(i * 7) % RESOURCES.length]!;
        const name = NAMES[(i * 13) % NAMES.length]!;
        const record = (i * 7919) % 100_000;
        insert.run(
          new Date(now - span + Math.floor((i / target) * span)).toISOString(),
          1 + (i % 3),
          ['Demo Administrator', 'Samaj Secretary', 'Office'][i % 3],
          action,
          resource,
          String(record),
          `${resource === 'members' ? 'Member' : 'Committee'}: ${name} ${record}`,
          action === 'update' ? JSON.stringify({ mobile_no: ['9876500000', '9876511111'] }) : null,
          '127.0.0.1',
          `req-${i}`,
        );
      }
    })();
    db.exec('ANALYZE audit_events');
    return target;
  } finally {
    db.close();
  }
}
