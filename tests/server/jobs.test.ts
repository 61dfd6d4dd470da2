import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();
const { get, send } = api;

const count = async (table: 'jobs' | 'job_applicants' | 'members' | 'audit_events') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A business of the portal and its type. */
const aBusiness = () =>
  api.server.db
    .selectFrom('business_portals')
    .select(['id', 'name', 'business_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('jobs', () => {
  it('lists the seeded jobs with education levels, type, business and applicant counts', async () => {
    const all = await get('job/list?itemsPerPage=-1');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await count('jobs'));
    expect(all.body.total).toBeGreaterThanOrEqual(12);
    const applicants = all.body.data.reduce(
      (sum: number, j: { applicants_count: number }) => sum + j.applicants_count,
      0,
    );
    expect(applicants).toBe(await count('job_applicants'));
    for (const job of all.body.data) {
      expect(job.education_list.map((e: { id: number }) => e.id)).toEqual(job.education_id);
      if (job.business)
        expect(job.business).toEqual({ id: job.business_id, name: expect.any(String) });
      else expect(job.business_id).toBeNull();
    }
    const tied = all.body.data.find((j: { business: unknown }) => j.business);
    const portal = await api.server.db
      .selectFrom('business_portals')
      .select('business_id')
      .where('id', '=', tied.business_id)
      .executeTakeFirstOrThrow();
    expect(tied.business_type_id).toBe(portal.business_id);
    expect((await get('job/list?search=accountant')).body.data[0].title).toBe('Accountant');
  });

  it('filters by business type, education and city, against independent counts', async () => {
    const db = api.server.db;
    const type = (await db.selectFrom('jobs').select('business_type_id').executeTakeFirstOrThrow())
      .business_type_id!;
    const byType = await db
      .selectFrom('jobs')
      .select('id')
      .where('business_type_id', '=', type)
      .execute();
    expect((await get(`job/list?businessTypeSelected=${type}`)).body.total).toBe(byType.length);
    const level = (
      await db.selectFrom('job_education').select('education_id').executeTakeFirstOrThrow()
    ).education_id;
    const byLevel = await db
      .selectFrom('job_education')
      .select('job_id')
      .distinct()
      .where('education_id', '=', level)
      .execute();
    expect((await get(`job/list?educationSelected[]=${level}`)).body.total).toBe(byLevel.length);
    const inSurat = await db.selectFrom('jobs').select('id').where('city', '=', 'Surat').execute();
    expect((await get('job/list?citySelected=SURAT')).body.total).toBe(inSurat.length);
  });

  it('adds with several education levels and a business, edits, deletes keeping the members', async () => {
    const business = await aBusiness();
    const [member] = await api.server.db
      .selectFrom('members')
      .select('id')
      .orderBy('id')
      .limit(1)
      .execute();
    const body = {
      title: ' Cashier ',
      name: business.name,
      description: 'Counter and billing.',
      city: 'Unjha',
      education_id: [2, 1, 2],
      business_type_id: business.business_id,
      business_id: business.id,
      member_id: member!.id,
      company_details: 'Family shop since 1980.',
    };
    const added = await send('POST', 'job/add', body);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Job added.',
      data: {
        title: 'Cashier',
        education_id: [1, 2],
        education_list: [{ id: 1 }, { id: 2 }],
        business: { id: business.id, name: business.name },
        business_type_id: business.business_id,
        company_details: 'Family shop since 1980.',
        applicants_count: 0,
      },
    });
    const id = added.body.data.id as number;
    // Each level with its name, as the education master has it.
    const levels = await api.server.db
      .selectFrom('education')
      .select(['id', 'name'])
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(added.body.data.education_list).toEqual(levels);

    const edited = await send('PUT', `job/edit/${id}`, {
      ...body,
      title: 'Senior Cashier',
      education_id: [3],
      business_id: null,
      member_id: '',
    });
    expect(edited.body).toMatchObject({
      message: 'Job updated.',
      data: { title: 'Senior Cashier', education_id: [3], business: null, member_id: null },
    });

    // Two members apply (from the family app); deleting the job keeps them.
    const members = await count('members');
    const applicants = await api.server.db.selectFrom('members').select('id').limit(2).execute();
    await api.server.db
      .insertInto('job_applicants')
      .values(applicants.map((m) => ({ job_id: id, member_id: m.id })))
      .execute();
    const list = await get(`job/members?job_id=${id}`);
    expect(list.body).toMatchObject({ total: 2, jobs: { id, name: 'Senior Cashier' } });
    const removed = await send('DELETE', `job/${id}`);
    expect(removed.body).toMatchObject({ message: 'Job removed.', data: { applicants_count: 2 } });
    expect(await count('members')).toBe(members);
    expect((await get(`job/members?job_id=${id}`)).status).toBe(404);
    expect((await send('DELETE', `job/${id}`)).status).toBe(404);
  });

  it('refuses bad input under the fields, writing nothing', async () => {
    const business = await aBusiness();
    const otherType = await api.server.db
      .selectFrom('business_types')
      .select('id')
      .where('id', '<>', business.business_id!)
      .executeTakeFirstOrThrow();
    const valid = { title: 'Driver', name: 'Om Travels', city: 'Patan' };
    const jobs = await count('jobs');
    const events = await count('audit_events');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, title: ' ' }, 'title', 'The title is required.'],
      [{ ...valid, name: '' }, 'name', 'The company name is required.'],
      [{ city: 'x', title: 'x' }, 'name', 'The company name is required.'],
      [{ ...valid, city: '' }, 'city', 'The city is required.'],
      [
        { ...valid, education_id: [1, 99999] },
        'education_id',
        'Choose an education from the list.',
      ],
      [
        { ...valid, business_type_id: 99999 },
        'business_type_id',
        'Choose a business type from the list.',
      ],
      [{ ...valid, business_id: 99999 }, 'business_id', 'Choose a business from the portal.'],
      [
        { ...valid, business_type_id: otherType.id, business_id: business.id },
        'business_id',
        'This business is of another business type.',
      ],
      [{ ...valid, member_id: 99999999 }, 'member_id', 'The selected member does not exist.'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await send('POST', 'job/add', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors[field]).toEqual([message]);
    }
    expect((await send('PUT', 'job/edit/999999', valid)).status).toBe(404);
    expect(await count('jobs')).toBe(jobs);
    expect(await count('audit_events')).toBe(events);
  });
});

describe('applicant members', () => {
  it('lists who applied with name, mobile, city, country and education; searches and pages', async () => {
    const job = await api.server.db
      .selectFrom('job_applicants')
      .select(({ fn }) => ['job_id', fn.countAll<number>().as('n')])
      .groupBy('job_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const all = await get(`job/members?job_id=${job.job_id}&itemsPerPage=-1&positionSelected=`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(Number(job.n));
    const row = all.body.data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'applied_at',
        'city',
        'country',
        'education',
        'first_name',
        'id',
        'last_name',
        'mobile_no',
      ].sort(),
    );
    const found = await get(
      `job/members?job_id=${job.job_id}&search=${encodeURIComponent(row.mobile_no.slice(-5))}`,
    );
    expect(found.body.data.map((r: { id: number }) => r.id)).toContain(row.id);
    const page = await get(`job/members?job_id=${job.job_id}&page=2&itemsPerPage=1`);
    expect(page.body.data).toEqual([all.body.data[1]]);
    expect((await get('job/members')).status).toBe(422);
  });

  it('answers 401 signed out and never 500 to malformed input', async () => {
    for (const url of ['/api/frontend/job/list', '/api/frontend/job/members?job_id=1'])
      expect((await api.server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const odd = [
      await send('POST', 'job/add', { title: ['x'], name: { a: 1 }, city: 5, education_id: 'x' }),
      await send('PUT', 'job/edit/abc', {}),
      await send('DELETE', 'job/-3'),
      await get('job/list?educationSelected=abc'),
      await get('job/members?job_id=1&page=0'),
    ];
    for (const answer of odd) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
