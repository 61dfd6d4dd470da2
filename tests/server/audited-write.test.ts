import { describe, expect, it } from 'vitest';
import { auditedWrites } from '../../server/audit/audited-write.js';
import { notFound } from '../../server/http/errors.js';
import { unpack } from '../../server/http/messages.js';
import type { Database } from '../../server/db/types.js';
import type { Kysely } from 'kysely';
import { signedInServer } from './helpers.js';

const api = signedInServer();

const findEvent = async (db: Kysely<Database>, id: number) => {
  const row = await db
    .selectFrom('events')
    .select(['id', 'name', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('event');
  return row;
};

const counts = async (db: Kysely<Database>) => {
  const n = (table: 'events' | 'audit_events') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  return { events: await n('events'), audit: await n('audit_events') };
};

describe('an audited write', () => {
  it('that fails leaves neither the record nor an event', async () => {
    const { db } = api.server;
    const events = auditedWrites(db, {
      resource: 'events',
      term: 'event',
      find: findEvent,
      fields: ['name'],
    });
    const before = await counts(db);
    await expect(
      events.create(async (trx) => {
        await trx
          .insertInto('events')
          .values({ name: 'Half written', start_date: '2026-12-01T10:00:00.000Z', time: 60 })
          .execute();
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    expect(await counts(db)).toEqual(before);
  });

  it('answers the record as read back, with the coded message, and logs what changed', async () => {
    const { db } = api.server;
    const events = auditedWrites(db, {
      resource: 'events',
      term: 'event',
      find: findEvent,
      fields: ['name', 'status'],
    });
    const added = await events.create(async (trx) => {
      const { id } = await trx
        .insertInto('events')
        .values({ name: 'Navratri', start_date: '2026-12-01T10:00:00.000Z', time: 60 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    expect(added.data.name).toBe('Navratri');
    expect(unpack(added.message)).toMatchObject({ code: 'record_added', message: 'Event added.' });

    const live = await events.status(added.data.id, true);
    expect(unpack(live.message)).toMatchObject({ code: 'record_live', message: 'Event is live.' });
    const logged = await db
      .selectFrom('audit_events')
      .select(['action', 'label', 'changes'])
      .where('resource', '=', 'events')
      .where('record_id', '=', String(added.data.id))
      .orderBy('id')
      .execute();
    expect(logged.map((e) => [e.action, e.label])).toEqual([
      ['create', 'Navratri'],
      ['live', 'Navratri'],
    ]);
    expect(JSON.parse(logged[1]!.changes!)).toEqual({ status: [0, 1] });

    await expect(events.remove(999_999, async () => {})).rejects.toMatchObject({ status: 404 });
  });
});
