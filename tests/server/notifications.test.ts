import { describe, expect, it } from 'vitest';
import { GUJARAT_STATE_ID } from '../../shared/rules.js';
import { memberFiltersOf } from '../../shared/notification.js';
import { isMinor } from '../../shared/door.js';
import { todayIn } from '../../shared/days.js';
import { buildApp } from '../../server/app.js';
import { fcmChannel, FCM_BATCH, type MessagingClient } from '../../server/notification/delivery.js';
import { apiSend, signIn, signedInServer, testConfig } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer();
/** How many of `rows` are adults (docs/privacy.md "Children"). */
const adults = (rows: { date_of_birth: string | null; marked_minor: number }[]) =>
  rows.filter((m) => !isMinor(m.date_of_birth, todayIn(), m.marked_minor)).length;
const { get, send } = api;
const newMobile = mobiles(83000);

/** The members list's total for the same filters (the live count's call). */
const listTotal = async (filters: Record<string, unknown>) => {
  const query = new URLSearchParams(memberFiltersOf(filters) as Record<string, string>);
  query.set('itemsPerPage', '1');
  return (await get(`members/list?${query}`)).body.total as number;
};
const sendTo = (filters: Record<string, unknown>, title = 'Meeting') =>
  send('POST', 'notification', {
    title,
    description: 'At the Samaj Bhavan at 6 pm.',
    ...filters,
    filters,
  });
const deliveries = (sendingOf: number) =>
  api.server.db
    .selectFrom('notification_deliveries')
    .innerJoin(
      'notification_sendings',
      'notification_sendings.id',
      'notification_deliveries.sending_id',
    )
    .select(['notification_deliveries.member_id', 'notification_deliveries.status'])
    .where('notification_sendings.notification_id', '=', sendingOf)
    .execute();

describe('sending a notification', () => {
  it('reaches exactly the members the members list shows for the same filters', async () => {
    const db = api.server.db;
    const village = await db
      .selectFrom('members')
      .select(['district_id'])
      .where('district_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const combos: Record<string, unknown>[] = [
      { gender: 0 },
      { blood_group: 'B+', gender: 1 },
      { in_foreign_land: 1 },
      { in_foreign_land: 0, state: GUJARAT_STATE_ID, district_id: village.district_id },
      { business_type: 0, business_id: 3 },
      { education_id: 2, city: 'mehsana' },
    ];
    for (const filters of combos) {
      const sent = await sendTo(filters);
      expect(sent.status, JSON.stringify(filters)).toBe(201);
      const expected = await listTotal(filters);
      expect(sent.body.data.recipients_count, JSON.stringify(filters)).toBe(expected);
      expect(sent.body.message).toMatch(/^Notification sent to [\d,]+ members?\.$/);
    }
    // Independent counts for two of them: adults only, as a notification never reaches a child.
    const women = await db
      .selectFrom('members')
      .select(['date_of_birth', 'marked_minor'])
      .where('sex', '=', 0)
      .execute();
    expect(await listTotal({ gender: 0 })).toBe(adults(women));
    const abroad = await db
      .selectFrom('members')
      .select(['date_of_birth', 'marked_minor'])
      .where('in_foreign_land', '=', 1)
      .execute();
    expect(await listTotal({ in_foreign_land: 1 })).toBe(adults(abroad));
  });

  it('with allow_member reaches everyone, delivers in the background through the outbox', async () => {
    const everyone = await sendTo({ allow_member: true, gender: 1 }, 'Everyone');
    const members = adults(
      await api.server.db.selectFrom('members').select(['date_of_birth', 'marked_minor']).execute(),
    );
    expect(everyone.body.data).toMatchObject({ allow_member: true, recipients_count: members });
    await api.server.app.deliveries.idle();
    const list = await get('notification?search=Everyone');
    expect(list.body.data[0].last_sending).toMatchObject({
      channel: 'outbox',
      state: 'done',
      recipients: members,
      delivered: members,
      failed: 0,
    });
    const rows = await deliveries(everyone.body.data.id);
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
  });

  it('resend re-resolves the filters: a member who joined since is reached', async () => {
    const sent = await sendTo({ city: 'Khedbrahma-test' }, 'Local');
    expect(sent.body.data.recipients_count).toBe(0);
    const fields = await memberForm(api.server.db, newMobile(), { city: 'Khedbrahma-test' });
    const joined = await postMultipart(api.server.app, 'members', fields, undefined, api.session);
    expect(joined.status).toBe(201);
    const again = await send('POST', `notification/resend/${sent.body.data.id}`);
    expect(again.body).toMatchObject({
      message: 'Notification sent again to 1 member.',
      data: { recipients_count: 1, sendings_count: 2 },
    });
    await api.server.app.deliveries.idle();
    const rows = await deliveries(sent.body.data.id);
    expect(rows).toEqual([{ member_id: joined.body.data.id, status: 'delivered' }]);
    expect((await send('POST', 'notification/resend/999999')).status).toBe(404);
  });

  it('lists with search and paging; removes with its sendings', async () => {
    const all = await get('notification?itemsPerPage=-1');
    expect(all.body.total).toBeGreaterThan(3);
    for (const row of all.body.data) {
      expect(typeof row.allow_member).toBe('boolean');
      expect(row.recipients_count).toBe(row.last_sending?.recipients ?? 0);
    }
    const sent = await sendTo({ gender: 1 }, 'To be removed');
    const id = sent.body.data.id as number;
    expect(
      (await get('notification?search=removed')).body.data.map((n: { id: number }) => n.id),
    ).toEqual([id]);
    const removed = await send('DELETE', `notification/${id}`);
    expect(removed.body).toMatchObject({ message: 'Notification removed.' });
    expect(await deliveries(id)).toEqual([]);
    expect((await send('DELETE', `notification/${id}`)).status).toBe(404);
  });

  it('refuses bad input under the fields, storing nothing; 401 signed out; never 500', async () => {
    const before = await get('notification');
    for (const [body, field] of [
      [{ description: 'x' }, 'title'],
      [{ title: ' ', description: 'x' }, 'title'],
      [{ title: 'x', description: '' }, 'description'],
      [{ title: 'x', description: 'x', gender: 5 }, 'gender'],
      [{ title: 'x', description: 'x', blood_group: 'Z+' }, 'blood_group'],
      [{ title: 'x', description: 'x', district_id: 'abc' }, 'district_id'],
      [{ title: 'x', description: 'x', filters: { state: -1 } }, 'filters.state'],
    ] as const) {
      const refused = await send('POST', 'notification', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors[field], field).toHaveLength(1);
    }
    expect((await get('notification')).body.total).toBe(before.body.total);
    const signedOut = await api.server.app.inject({
      method: 'GET',
      url: '/api/frontend/notification',
    });
    expect(signedOut.statusCode).toBe(401);
    for (const answer of [
      await send('POST', 'notification', { title: ['x'], description: { a: 1 } }),
      await send('POST', 'notification/resend/abc'),
      await send('DELETE', 'notification/0'),
      await get('notification?page=abc'),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('the FCM channel', () => {
  it('sends to device tokens in batches of 500, forgets unregistered tokens, records failures', async () => {
    const db = api.server.db;
    const members = await db.selectFrom('members').select('id').orderBy('id').limit(3).execute();
    // Member 0 has 501 devices (two batches), member 1 one device that FCM says is gone,
    // member 2 none.
    await db
      .insertInto('device_tokens')
      .values([
        ...Array.from({ length: FCM_BATCH + 1 }, (_, n) => ({
          member_id: members[0]!.id,
          token: `ok-${n}`,
          platform: 'android',
        })),
        { member_id: members[1]!.id, token: 'gone-1', platform: 'ios' },
      ])
      .execute();
    const batches: number[] = [];
    const fake: MessagingClient = {
      async sendEachForMulticast({ tokens }) {
        batches.push(tokens.length);
        return {
          responses: tokens.map((token) =>
            token.startsWith('gone')
              ? {
                  success: false,
                  error: { code: 'messaging/registration-token-not-registered' },
                }
              : { success: true },
          ),
        };
      },
    };
    // A second server on the same database, delivering through FCM with a fake client.
    const server = await buildApp({
      db,
      config: testConfig(':memory:', api.server.storageDir, { distDir: '/nonexistent' }),
      channel: fcmChannel(fake),
    });
    const session = await signIn(server);
    const ids = members.map((m) => m.id);
    const sent = await apiSend(server, session, 'POST', 'notification', {
      title: 'Blood needed',
      description: 'O- donors, please call the office.',
      filters: {},
    });
    expect(sent.statusCode).toBe(201);
    const notificationId = sent.json().data.id as number;
    await server.deliveries.idle();
    const rows = (await deliveries(notificationId)).filter((r) => ids.includes(r.member_id));
    expect(rows.find((r) => r.member_id === ids[0])?.status).toBe('delivered');
    expect(rows.find((r) => r.member_id === ids[1])?.status).toBe('failed');
    expect(rows.find((r) => r.member_id === ids[2])?.status).toBe('failed');
    expect(Math.max(...batches)).toBeLessThanOrEqual(FCM_BATCH);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(FCM_BATCH + 2);
    const gone = await db
      .selectFrom('device_tokens')
      .select('id')
      .where('token', '=', 'gone-1')
      .execute();
    expect(gone).toEqual([]);
    const errors = await db
      .selectFrom('notification_deliveries')
      .innerJoin(
        'notification_sendings',
        'notification_sendings.id',
        'notification_deliveries.sending_id',
      )
      .select(['notification_deliveries.member_id', 'notification_deliveries.error'])
      .where('notification_sendings.notification_id', '=', notificationId)
      .where('notification_deliveries.member_id', 'in', [ids[1]!, ids[2]!])
      .orderBy('notification_deliveries.member_id')
      .execute();
    expect(errors.map((e) => e.error)).toEqual([
      'messaging/registration-token-not-registered',
      'no_device',
    ]);
    await server.close();
  });
});
