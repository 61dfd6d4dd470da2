import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer();
const newMobile = mobiles(71000);

describe('removing a member', () => {
  it('lists everything the removal changes, then changes exactly that, keeping names', async () => {
    const fields = await memberForm(api.server.db, newMobile(), {
      first_name: 'Jash',
      last_name: 'Harsh',
    });
    const saved = await postMultipart(api.server.app, 'members', fields, undefined, api.session);
    const id = saved.body.data.id as number;
    const committee = (await api.send('POST', 'committee/add', { name: 'Seva Samiti' })).body.data;
    const donor = (await api.send('POST', 'donor/add', { name: 'Navratri 2026' })).body.data;
    const seat = await api.send('POST', 'committee/member/manage', {
      committee_id: committee.id,
      member_id: id,
      position: 'Treasurer',
    });
    expect(seat.status).toBe(201);
    const gift = await api.send('POST', 'donor/member/manage', {
      donor_id: donor.id,
      member_id: id,
    });
    expect(gift.status).toBe(201);
    expect((await api.send('POST', 'admin/add', { member_id: id })).status).toBe(201);

    // The ties the family app makes, written as it would.
    const { db } = api.server;
    const program = await db
      .insertInto('programs')
      .values({ name: 'Navratri 2026', start_date: '2026-10-01T18:00:00.000Z', time: 120 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const type = await db
      .insertInto('volunteer_types')
      .values({ program_id: program.id, name: 'Parking', want: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('volunteers')
      .values({ volunteer_type_id: type.id, member_id: id })
      .execute();
    await db
      .insertInto('contacts')
      .values({ member_id: id, title: 'Help', description: 'Please call' })
      .execute();
    const business = await db
      .insertInto('business_portals')
      .values({
        name: 'Harsh Traders',
        mobile_no: '9825000001',
        email: 'h@example.com',
        in_foreign_land: 0,
        member_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('business_portals')
      .values({
        name: 'Patel Brothers',
        mobile_no: '9825000002',
        email: 'p@example.com',
        in_foreign_land: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('business_partners')
      .values({ business_portal_id: other.id, member_id: id })
      .execute();
    const segment = await db
      .insertInto('result_segments')
      .values({ year: '2019' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await db
      .insertInto('student_results')
      .values({
        result_segment_id: segment.id,
        name: 'Jash Harsh',
        percentage: 91.5,
        city: 'Surat',
        education_id: 1,
        member_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('jobs')
      .values({
        title: 'Accountant',
        name: 'Harsh Traders',
        description: 'Books',
        city: 'Surat',
        member_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: applied } = await db
      .selectFrom('jobs')
      .select('id')
      .where('id', '!=', job.id)
      .executeTakeFirstOrThrow();
    await db.insertInto('job_applicants').values({ job_id: applied, member_id: id }).execute();
    const { id: notification } = await db
      .selectFrom('notifications')
      .select('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notification_recipients')
      .values({ notification_id: notification, member_id: id })
      .execute();
    await db
      .insertInto('device_tokens')
      .values({ member_id: id, token: 'device-token-1' })
      .execute();
    // A delivery record of a sending to the member, and a pair the office dismissed.
    const { id: sending } = await db
      .insertInto('notification_sendings')
      .values({
        notification_id: notification,
        at: new Date().toISOString(),
        channel: 'outbox',
        state: 'done',
        recipients: 1,
        delivered: 1,
        failed: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notification_deliveries')
      .values({ sending_id: sending, member_id: id, status: 'delivered', error: null, at: null })
      .execute();
    const { id: someoneElse } = await db
      .selectFrom('members')
      .select('id')
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('duplicate_pairs')
      .values({
        member_a: Math.min(id, someoneElse),
        member_b: Math.max(id, someoneElse),
        score: 80,
        reasons: '[]',
        source: 'scan',
        status: 'dismissed',
        decided_by: null,
        decided_at: null,
        sides: null,
      })
      .execute();

    // Opening the record does not read them; the Remove confirmation asks.
    expect((await api.get(`members/${id}`)).body.data).not.toHaveProperty('part_of');
    const read = await api.get(`members/${id}?part_of=1`);
    expect(read.body.data.part_of).toEqual({
      committees: [{ name: 'Seva Samiti', position: 'Treasurer' }],
      donors: ['Navratri 2026'],
      admin: true,
      business_partner: ['Patel Brothers'],
      businesses: ['Harsh Traders'],
      results: ['2019: Jash Harsh'],
      jobs_posted: ['Accountant'],
      volunteering: ['Navratri 2026 — Parking'],
      job_applications: 1,
      contacts: 1,
      notifications: 1,
      devices: 1,
      deliveries: 1,
      duplicate_pairs: 1,
    });

    expect((await api.send('DELETE', `members/${id}`)).status).toBe(200);
    const donors = await api.get(`donor/members?donor_id=${donor.id}`);
    expect(donors.body.data).toEqual([
      expect.objectContaining({ member_id: null, name: 'Jash Harsh' }),
    ]);
    const seats = await api.get(`committee/members?committee_id=${committee.id}`);
    expect(seats.body.data).toEqual([]);
    const admins = await api.server.db
      .selectFrom('admins')
      .select('id')
      .where('member_id', '=', id)
      .execute();
    expect(admins).toEqual([]);

    // Kept under the person's name, or with their own text.
    const owned = await db
      .selectFrom('business_portals')
      .select(['member_id', 'owner_name'])
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(owned).toEqual({ member_id: null, owner_name: `Jash Harsh (${fields.mobile_no})` });
    const partner = await db
      .selectFrom('business_partners')
      .select(['member_id', 'name'])
      .where('business_portal_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(partner).toEqual({ member_id: null, name: 'Jash Harsh' });
    const kept = await db
      .selectFrom('student_results')
      .select(['member_id', 'name'])
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ member_id: null, name: 'Jash Harsh' });
    const posted = await db
      .selectFrom('jobs')
      .select(['member_id', 'title'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(posted).toEqual({ member_id: null, title: 'Accountant' });
    // Ended, as the confirmation said.
    for (const table of [
      'volunteers',
      'contacts',
      'job_applicants',
      'notification_recipients',
      'device_tokens',
    ] as const) {
      const left = await db
        .selectFrom(table as 'contacts')
        .select('id')
        .where('member_id', '=', id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});
