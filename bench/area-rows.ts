import { sql, type Insertable, type Kysely } from 'kysely';
import { connect } from '../server/db/connect.js';
import { analyze } from '../server/db/migrate.js';
import type { Database } from '../server/db/types.js';

const CITIES = ['Mehsana', 'Visnagar', 'Unjha', 'Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'];
const WORDS = ['Navratri', 'Seva', 'Shibir', 'Milan', 'Yatra', 'Utsav', 'Sabha', 'Sammelan'];
const TITLES = ['Accountant', 'Sales executive', 'Driver', 'Teacher', 'Nurse', 'Engineer'];
const CHUNK = 2_000;

/** What the bench adds for `members` members: as many rows as members in each area's list. */
export interface AreaVolumes {
  results: number;
  resultYears: number;
  portals: number;
  programs: number;
  volunteers: number;
  events: number;
  galleries: number;
  images: number;
  jobs: number;
  applicants: number;
  notifications: number;
}

export const areaVolumes = (members: number): AreaVolumes => ({
  results: members,
  resultYears: 10,
  portals: members,
  programs: Math.max(1, Math.round(members / 100)),
  volunteers: members,
  events: members,
  galleries: Math.max(1, Math.round(members / 100)),
  images: members,
  jobs: members,
  applicants: members,
  notifications: members,
});

const countOf = async (db: Kysely<Database>, table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Inserts `count` rows made by `row(i)` into `table`, in chunks, inside `db` (a transaction). */
async function fill<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Insertable<Database[T]>,
) {
  for (let from = 0; from < count; from += CHUNK) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + CHUNK); i++) rows.push(row(i));
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
  }
}

const ids = async (db: Kysely<Database>, table: 'members' | 'education' | 'business_types') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

/**
 * Gives each area (results, business portal, programs and volunteers, events,
 * gallery images, jobs and applicants, notifications) as many rows as the
 * community has members, once: the bench measures their lists at that size. Rows
 * already there from the seed count; an area already filled is left alone.
 */
export async function ensureAreaRows(url: string, members: number): Promise<AreaVolumes> {
  const volumes = areaVolumes(members);
  const db = connect(url);
  const day = 86_400_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const stamp = (i: number) =>
    iso(now - (i % 3650) * day)
      .replace('T', ' ')
      .slice(0, 19);
  try {
    if ((await countOf(db, 'student_results')) >= volumes.results) return volumes;
    const memberIds = await ids(db, 'members');
    const member = (i: number) => memberIds[(i * 7919) % memberIds.length]!;
    const education = await ids(db, 'education');
    const types = await ids(db, 'business_types');
    const image = (await db.selectFrom('gallery_images').select('image').executeTakeFirstOrThrow())
      .image;
    // The seed's own rows already have their links: pair only the rows added here.
    const lastId = async (
      table: 'programs' | 'volunteer_types' | 'galleries' | 'jobs' | 'notifications',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`coalesce(max(id), 0)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      programs: await lastId('programs'),
      volunteer_types: await lastId('volunteer_types'),
      galleries: await lastId('galleries'),
      jobs: await lastId('jobs'),
      notifications: await lastId('notifications'),
    };
    await db.transaction().execute(async (trx) => {
      const added = async (table: keyof typeof before, order: 'asc' | 'desc' = 'asc') =>
        (
          await trx
            .selectFrom(table)
            .select('id')
            .where('id', '>', before[table])
            .orderBy('id', order)
            .execute()
        ).map((r) => r.id);
      const years: number[] = [];
      for (let y = 0; y < volumes.resultYears; y++) {
        const { id } = await trx
          .insertInto('result_segments')
          .values({ year: String(2000 + y), status: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        years.push(id);
      }
      await fill(trx, 'student_results', volumes.results, (i) => ({
        result_segment_id: years[i % years.length]!,
        name: `Student ${i}`,
        photo: null,
        percentage: 35 + ((i * 37) % 6500) / 100,
        city: CITIES[i % CITIES.length]!,
        education_id: education[i % education.length]!,
        member_id: i % 4 === 0 ? null : member(i),
        status: i % 5 === 0 ? 0 : 1,
      }));
      await fill(trx, 'business_portals', volumes.portals, (i) => ({
        member_id: i % 3 === 0 ? null : member(i),
        name: `${WORDS[i % WORDS.length]} Traders ${i}`,
        mobile_no: String(9_000_000_000 + i),
        email: `business${i}@example.com`,
        address: `${i} Station Road`,
        in_foreign_land: 0,
        city: CITIES[i % CITIES.length]!,
        business_id: types[i % types.length]!,
        business_type_id: 1 + (i % 2),
        status: i % 4 === 0 ? 0 : 1,
      }));
      const schedule = (i: number) => ({
        name: `${WORDS[i % WORDS.length]} ${i}`,
        start_date: iso(now + ((i % 2000) - 1000) * day),
        time: 60 + (i % 8) * 30,
        status: i % 3 === 0 ? 0 : 1,
      });
      await fill(trx, 'programs', volumes.programs, schedule);
      const programIds = await added('programs');
      await fill(trx, 'volunteer_types', programIds.length * 10, (i) => ({
        program_id: programIds[Math.floor(i / 10)]!,
        name: `Desk ${i % 10}`,
        want: 5 + (i % 20),
      }));
      const typeIds = await added('volunteer_types');
      await fill(trx, 'volunteers', volumes.volunteers, (i) => ({
        volunteer_type_id: typeIds[i % typeIds.length]!,
        member_id: member(i),
      }));
      await fill(trx, 'events', volumes.events, schedule);
      await fill(trx, 'galleries', volumes.galleries, (i) => ({
        name: `${WORDS[i % WORDS.length]} photos ${i}`,
        image,
        status: 1,
      }));
      const galleryIds = await added('galleries');
      await fill(trx, 'gallery_images', volumes.images, (i) => ({
        gallery_id: galleryIds[i % galleryIds.length]!,
        image,
        status: i % 10 === 0 ? 0 : 1,
      }));
      await fill(trx, 'jobs', volumes.jobs, (i) => ({
        title: `${TITLES[i % TITLES.length]} ${i}`,
        name: `${WORDS[i % WORDS.length]} Traders`,
        description: 'Full time, in the office.',
        city: CITIES[i % CITIES.length]!,
        business_type_id: 1 + (i % 2),
        business_id: null,
        member_id: i % 2 === 0 ? member(i) : null,
        company_details: null,
      }));
      const jobIds = await added('jobs', 'desc');
      await fill(trx, 'job_education', jobIds.length, (i) => ({
        job_id: jobIds[i]!,
        education_id: education[i % education.length]!,
      }));
      // Ten applicants for each of the newest tenth of the jobs.
      const applied = Math.max(1, Math.floor(jobIds.length / 10));
      await fill(trx, 'job_applicants', volumes.applicants, (i) => ({
        job_id: jobIds[i % applied]!,
        member_id: member(i + Math.floor(i / applied)),
      }));
      await fill(trx, 'notifications', volumes.notifications, (i) => ({
        title: `${WORDS[i % WORDS.length]} reminder ${i}`,
        description: 'Please join us at the Samaj Bhavan.',
        allow_member: i % 5 === 0 ? 1 : 0,
        filters: JSON.stringify(i % 5 === 0 ? {} : { district_id: 1 + (i % 3) }),
        sent_at: stamp(i),
      }));
      const notificationIds = await added('notifications');
      await fill(trx, 'notification_sendings', notificationIds.length, (i) => ({
        notification_id: notificationIds[i]!,
        at: stamp(i),
        channel: 'outbox',
        state: 'done',
        recipients: 1000 + (i % 5000),
        delivered: 1000 + (i % 5000),
        failed: 0,
      }));
    });
    await analyze(db);
    return volumes;
  } finally {
    await db.destroy();
  }
}
