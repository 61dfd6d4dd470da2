import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer();
const newMobile = mobiles(71000);

describe('removing a member', () => {
  it('lists what the member is part of, then keeps the donation by name', async () => {
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

    const read = await api.get(`members/${id}`);
    expect(read.body.data.part_of).toEqual({
      committees: [{ name: 'Seva Samiti', position: 'Treasurer' }],
      donors: ['Navratri 2026'],
      admin: true,
      business_partner: [],
      job_applications: 0,
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
  });
});
