import { sql, type Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { BusinessPartnersTable, Database, DonorMembersTable } from '../db/types.js';
import { writeGeneratedImage } from './images.js';
import { insertInChunks } from './insert.js';
import type { Random } from './random.js';
import { FEMALE_NAMES, MALE_NAMES } from './names.js';
import { INDIA_ID } from '../../shared/rules.js';

const COMMITTEES: [string, string[]][] = [
  ['Karobari Samiti', ['Pramukh', 'Upa-Pramukh', 'Mantri', 'Khajanchi', 'Sabhya']],
  ['Yuvak Mandal', ['Pramukh', 'Mantri', 'Sabhya']],
  ['Mahila Mandal', ['Pramukh', 'Mantri', 'Sabhya']],
  ['Shikshan Samiti', ['Adhyaksh', 'Sabhya']],
  ['Bhojan Samiti', ['Sanchalak', 'Sabhya']],
];
const DONORS = [
  'Samaj Bhavan Nirman',
  'Shikshan Nidhi 2025',
  'Navratri Mahotsav Bhojan',
  'Tabibi Sahay',
];
const UNKNOWN_DONORS = [
  'Shri Ambe Trust',
  'A well-wisher from Mumbai',
  'Late Smt. Maniben, in memory',
];
/** The demo's businesses, each with the business type its name says (names.ts BUSINESS_TYPES). */
const BUSINESSES: [string, string][] = [
  ['Desai Textiles', 'Textiles'],
  ['Shree Krishna Dairy', 'Dairy'],
  ['Ambica Diamonds', 'Diamonds'],
  ['Umiya Construction', 'Construction'],
  ['Jay Mataji Traders', 'Trading'],
  ['Navkar Infotech', 'IT Services'],
  ['Sardar Transport', 'Transport'],
  ['Shiv Medical Stores', 'Medical'],
  ['Gokul Agro Centre', 'Agriculture'],
  ['Vishwas Coaching Classes', 'Education'],
  ['Rajbhog Restaurant', 'Hotels and Restaurants'],
  ['Khodiyar Tiles', 'Trading'],
  ['Bhagwati Electricals', 'Trading'],
  ['Mahadev Hardware', 'Trading'],
  ['Dwarkesh Jewellers', 'Trading'],
  ['Siddhi Vinayak Pharma', 'Medical'],
  ['Annapurna Masala', 'Trading'],
  ['Patel Auto Parts', 'Trading'],
  ['Rushi Solar Solutions', 'Construction'],
  ['Sarvoday Seeds', 'Agriculture'],
];
const PROGRAMS: [string, [string, number][]][] = [
  [
    'Navratri Mahotsav',
    [
      ['Parking', 12],
      ['Food counter', 20],
      ['Stage', 6],
    ],
  ],
  [
    'Blood Donation Camp',
    [
      ['Registration desk', 5],
      ['Refreshments', 4],
    ],
  ],
  [
    'Samuh Lagna',
    [
      ['Welcome', 10],
      ['Kitchen', 25],
      ['Decoration', 8],
    ],
  ],
];
const EVENTS = [
  'Sneh Milan',
  'Annual General Meeting',
  'Tree Plantation Drive',
  'Career Guidance Seminar',
  'Holi Milan',
  'Blood Donation Camp',
  'Yoga Shibir',
  'Diwali Sneh Sammelan',
  'Senior Citizens Picnic',
  'Navratri Garba Night',
  'Scholarship Award Ceremony',
  'Health Check-up Camp',
];
const JOBS: [string, string][] = [
  ['Accountant', 'Maintains books of account, GST returns and payroll.'],
  ['Sales Executive', 'Visits dealers in north Gujarat; two-wheeler required.'],
  ['Software Developer', 'Builds web applications in a small product team.'],
  ['Store Manager', 'Runs a retail store: staff, stock and daily accounts.'],
  ['Lab Technician', 'Pathology laboratory work, day shift.'],
  ['Teacher (Mathematics)', 'Teaches standards 8 to 10 in Gujarati medium.'],
  ['Machine Operator', 'Operates CNC machines; ITI preferred.'],
  ['Receptionist', 'Front desk of a multi-speciality hospital.'],
  ['Delivery Driver', 'Light motor vehicle licence required.'],
  ['Civil Site Engineer', 'Supervises residential construction sites.'],
  ['Diamond Assorter', 'Assorting and grading; experience preferred.'],
  ['Pharmacist', 'Registered pharmacist for a medical store.'],
];
const CONTACTS: [string, string][] = [
  ['Update my village', 'My family moved from Kansa to Visnagar town; please update our address.'],
  ['Add my newborn son', 'Please add our son to the family list; he was born last month.'],
  [
    'Wrong mobile number',
    'The mobile number shown for my father is old. The new number is with the committee.',
  ],
  ['Scholarship information', 'Where can I find the form for the Shikshan Nidhi scholarship?'],
  ['App login problem', 'I do not receive the OTP when I try to sign in to the family app.'],
  ['Blood requirement', 'Urgent need of B- blood at Civil Hospital, Ahmedabad.'],
  ['Marriage biodata', 'Can the directory show biodata for marriage proposals?'],
  ['Remove duplicate entry', 'My name appears twice in the directory.'],
];
const GALLERIES = ['Navratri 2025', 'Samuh Lagna 2024', 'Blood Donation Camp'];
const NOTIFICATIONS: [string, string][] = [
  ['Navratri Mahotsav', 'Garba on all nine nights at the Samaj Bhavan. Passes at the office.'],
  [
    'Scholarship forms open',
    'Students with 70% or more can apply to the Shikshan Nidhi by 31 July.',
  ],
  ['Blood donation camp', 'Please donate blood this Sunday, 9 am to 1 pm, at the Samaj Bhavan.'],
  ['Annual General Meeting', 'The AGM is on the first Sunday of next month at 10 am.'],
  ['Update your profile', 'Please complete your date of birth and education in the family app.'],
  ['Condolence meeting', 'A prayer meeting will be held at the Samaj Bhavan at 4 pm today.'],
];

/** A start `days` from today at `hour` o'clock UTC, as the API stores it (ISO 8601). */
const fromToday = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
};

const isoDay = (daysFromNow: number, hour = 10) => {
  const d = new Date(Date.UTC(2026, 0, 15, hour, 0, 0));
  d.setUTCDate(d.getUTCDate() + daysFromNow);
  return d.toISOString().slice(0, 16).replace('T', ' ');
};

/**
 * Committees, donors, results, businesses, programs, events, jobs, contacts,
 * galleries, notifications and administrators for the demo community.
 */
export async function seedActivities(
  db: Kysely<Database>,
  random: Random,
  memberIds: number[],
  storageDir: string,
): Promise<void> {
  const someone = () => random.pick(memberIds);
  const members = (count: number) => random.sample(memberIds, count);
  const educationIds = (await db.selectFrom('education').select('id').execute()).map((e) => e.id);
  const businessTypes = await db.selectFrom('business_types').select(['id', 'name']).execute();
  const businessTypeIds = businessTypes.map((b) => b.id);
  const typeIds = new Map(businessTypes.map((b) => [b.name, b.id]));
  const gujarat = await db
    .selectFrom('states')
    .select('id')
    .where('name', '=', 'Gujarat')
    .executeTakeFirst();

  for (const [name, positions] of COMMITTEES) {
    const { id } = await db
      .insertInto('committees')
      .values({ name, status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = members(random.int(5, 12));
    await insertInChunks(
      db,
      'committee_members',
      chosen.map((member_id, i) => ({
        committee_id: id,
        member_id,
        position:
          i < positions.length - 1
            ? positions[i]!
            : random.chance(0.7)
              ? positions[positions.length - 1]!
              : null,
      })),
    );
  }

  for (const [k, name] of DONORS.entries()) {
    const { id } = await db
      .insertInto('donors')
      .values({ name, status: k === 3 ? 0 : 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: Insertable<DonorMembersTable>[] = members(random.int(4, 9)).map((member_id) => ({
      donor_id: id,
      member_id,
      name: null,
      position: random.pick(['Mukhya Data', 'Data', 'Sahyogi', null]),
    }));
    rows.push({
      donor_id: id,
      member_id: null,
      name: random.pick(UNKNOWN_DONORS),
      position: 'Data',
    });
    await insertInChunks(db, 'donor_members', rows);
  }

  // Three result years, the latest not yet live: a few dozen results each, most of
  // them linked to the member they are about, the rest typed in by name.
  const towns = ['Mehsana', 'Visnagar', 'Unjha', 'Patan', 'Palanpur', 'Ahmedabad'];
  for (const [k, year] of ['2023', '2024', '2025'].entries()) {
    const { id } = await db
      .insertInto('result_segments')
      .values({ year, status: k < 2 ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = random.int(24, 36);
    const linked = members(Math.round(count * 0.6));
    const rows = [];
    for (let i = 0; i < count; i++) {
      const member_id = linked[i] ?? null;
      const student = member_id
        ? await db
            .selectFrom('members')
            .select(['first_name', 'last_name', 'city'])
            .where('id', '=', member_id)
            .executeTakeFirstOrThrow()
        : null;
      rows.push({
        result_segment_id: id,
        name: student
          ? `${student.first_name} ${student.last_name}`
          : `${random.pick(random.chance(0.5) ? MALE_NAMES : FEMALE_NAMES)} ${random.pick(MALE_NAMES)}`,
        photo: writeGeneratedImage(storageDir, 'results', random, 160, 160),
        percentage: random.int(5500, 9900) / 100,
        city: student?.city ?? random.pick(towns),
        education_id: random.pick(educationIds.slice(0, 4)),
        member_id,
        status: k < 2 || random.chance(0.5) ? 1 : 0,
      });
    }
    await insertInChunks(db, 'student_results', rows);
  }

  const portalIds: number[] = [];
  /** Each business's type, so that a job tied to a business has the same type. */
  const portalTypes = new Map<number, number>();
  for (const [k, [name, typeName]] of BUSINESSES.entries()) {
    const owner = someone();
    // The draw that once chose the type is kept, so the rest of the demo stays the same.
    random.pick(businessTypeIds);
    const type = typeIds.get(typeName) ?? random.pick(businessTypeIds);
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
    const { id } = await db
      .insertInto('business_portals')
      .values({
        logo: k % 3 === 0 ? writeGeneratedImage(storageDir, 'business', random, 160, 160) : null,
        member_id: owner,
        name,
        mobile_no: `98${String(25_000_000 + k * 1_137).padStart(8, '0')}`,
        email: `contact@${slug}.in`,
        address: `${random.int(1, 120)}, Station Road`,
        in_foreign_land: 0,
        state_id: gujarat?.id ?? null,
        country_id: INDIA_ID,
        city: random.pick(['Mehsana', 'Visnagar', 'Palanpur', 'Ahmedabad', 'Surat', 'Unjha']),
        business_id: type,
        business_type_id: 2,
        status: k % 4 === 3 ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    portalIds.push(id);
    portalTypes.set(id, type);
    const partners: Insertable<BusinessPartnersTable>[] = members(random.int(0, 2)).map(
      (member_id) => ({
        business_portal_id: id,
        member_id,
        name: null,
        mobile_no: null,
      }),
    );
    if (random.chance(0.35)) {
      partners.push({
        business_portal_id: id,
        member_id: null,
        name: `${random.pick(MALE_NAMES)} Shah`,
        mobile_no: `98240${String(10_000 + k * 37).padStart(5, '0')}`,
      });
    }
    await insertInChunks(db, 'business_partners', partners);
  }

  for (const [k, [name, types]] of PROGRAMS.entries()) {
    const { id } = await db
      .insertInto('programs')
      .values({
        name,
        start_date: fromToday(k * 30 - 20, 12),
        time: random.pick([120, 180, 240]),
        status: k < 2 ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [typeName, want] of types) {
      const type = await db
        .insertInto('volunteer_types')
        .values({ program_id: id, name: typeName, want })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertInChunks(
        db,
        'volunteers',
        members(random.int(2, want)).map((member_id) => ({
          volunteer_type_id: type.id,
          member_id,
        })),
      );
    }
  }

  await insertInChunks(
    db,
    'events',
    // Half of them past, half upcoming; most of the upcoming ones live.
    EVENTS.map((name, k) => ({
      name,
      start_date: fromToday((k - 6) * 9 + 2, 11 + (k % 3)),
      time: random.pick([60, 90, 120, 180]),
      status: k % 3 === 2 ? 0 : 1,
    })),
  );

  for (const [title, description] of JOBS) {
    const portal = random.chance(0.6) ? random.pick(portalIds) : null;
    const { id } = await db
      .insertInto('jobs')
      .values({
        title,
        name: portal
          ? BUSINESSES[portalIds.indexOf(portal)]![0]
          : random.pick(['Sahyog Hospital', 'Gujarat Gas', 'Om Industries']),
        description,
        city: random.pick(['Mehsana', 'Ahmedabad', 'Gandhinagar', 'Surat', 'Palanpur']),
        business_type_id: portal ? portalTypes.get(portal)! : random.pick(businessTypeIds),
        business_id: portal,
        member_id: someone(),
        company_details: portal
          ? 'A member business of the community; interviews at the shop.'
          : 'Apply through the family app; the office forwards the applications.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertInChunks(
      db,
      'job_education',
      random
        .sample(educationIds, random.int(1, 3))
        .map((education_id) => ({ job_id: id, education_id })),
    );
    await insertInChunks(
      db,
      'job_applicants',
      members(random.int(0, 6)).map((member_id) => ({ job_id: id, member_id })),
    );
  }

  await insertInChunks(
    db,
    'contacts',
    CONTACTS.map(([title, description]) => ({ member_id: someone(), title, description })),
  );

  // Three albums of a dozen pictures, the last album hidden, one picture of each hidden.
  for (const [k, name] of GALLERIES.entries()) {
    const { id } = await db
      .insertInto('galleries')
      .values({
        name,
        image: writeGeneratedImage(storageDir, 'gallery', random),
        status: k === GALLERIES.length - 1 ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = 12;
    await insertInChunks(
      db,
      'gallery_images',
      Array.from({ length: count }, (_, k) => ({
        gallery_id: id,
        image: writeGeneratedImage(storageDir, 'gallery', random),
        status: k === count - 1 ? 0 : 1,
      })),
    );
  }

  for (const [k, [title, description]] of NOTIFICATIONS.entries()) {
    const everyone = k % 2 === 0;
    const filters = everyone ? {} : k % 3 === 0 ? { gender: 1 } : { blood_group: 'B+' };
    // The members those filters pick, as the members list would (shared/notification.ts).
    const picked = everyone
      ? sql`1 = 1`
      : k % 3 === 0
        ? sql`members.sex = 1`
        : sql`members.blood_group = 'B+'`;
    const { id } = await db
      .insertInto('notifications')
      .values({
        title,
        description,
        allow_member: everyone ? 1 : 0,
        filters: JSON.stringify(filters),
        sent_at: isoDay(-k * 9),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One sending through the outbox, delivered to everyone it reached.
    const sentAt = isoDay(-k * 9).replace(' ', 'T') + ':00.000Z';
    const sending = await db
      .insertInto('notification_sendings')
      .values({ notification_id: id, at: sentAt, channel: 'outbox', state: 'done', recipients: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO notification_deliveries (sending_id, member_id, status, at, channel)
      SELECT ${sending.id}, members.id, 'delivered', ${sentAt}, 'push' FROM members
      WHERE ${picked}`.execute(db);
    const reached = await db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sending_id', '=', sending.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('notification_sendings')
      .set({
        recipients: Number(reached.n),
        delivered: Number(reached.n),
        channels: JSON.stringify(['push']),
        counts: JSON.stringify({ push: { delivered: Number(reached.n) } }),
      })
      .where('id', '=', sending.id)
      .execute();
  }
  await seedMessaging(db);

  await insertInChunks(
    db,
    'admins',
    members(3).map((member_id) => ({ member_id })),
  );
}

/**
 * Message templates as a community would have them approved (docs/messaging.md),
 * and WhatsApp opt-ins from the registration form for about a third of the
 * families, so the send page shows every channel at work.
 */
async function seedMessaging(db: Kysely<Database>) {
  const notice = ['first_name', 'title', 'description'];
  await db
    .insertInto('message_templates')
    .values([
      {
        channel: 'whatsapp',
        name: 'samaj_notice',
        language: 'gu',
        purpose: 'notification',
        body: 'જય શ્રી કૃષ્ણ {{1}},\n\n{{2}}\n{{3}}\n\n– સમાજ કાર્યાલય',
        variables: JSON.stringify(notice),
        status: 'approved',
      },
      {
        channel: 'whatsapp',
        name: 'samaj_notice',
        language: 'en',
        purpose: 'notification',
        body: 'Dear {{1}},\n\n{{2}}\n{{3}}\n\n– Samaj office',
        variables: JSON.stringify(notice),
        status: 'approved',
      },
      {
        channel: 'sms',
        name: '6655aa01c0de01',
        dlt_template_id: '1207170000000000101',
        language: 'gu',
        purpose: 'notification',
        body: '{{1}}: {{2}} - સમાજ',
        variables: JSON.stringify(['title', 'description']),
        status: 'approved',
      },
      {
        channel: 'whatsapp',
        name: 'door_code',
        language: 'gu',
        purpose: 'code',
        body: '{{1}} તમારો પ્રવેશ કોડ છે. તે કોઈને આપશો નહીં.',
        variables: JSON.stringify(['code']),
        status: 'approved',
      },
      {
        channel: 'sms',
        name: '6655aa01c0de02',
        dlt_template_id: '1207170000000000102',
        language: 'en',
        purpose: 'code',
        body: '{{1}} is your code for the Samaj directory. It expires in 10 minutes.',
        variables: JSON.stringify(['code']),
        status: 'pending',
      },
    ])
    .execute();
  const at = new Date().toISOString();
  await sql`INSERT INTO member_consents (member_id, purpose, state, source, at)
    SELECT id, 'messages_whatsapp', 'in', 'registration', ${at} FROM members
    WHERE family_id % 3 = 0`.execute(db);
  await sql`INSERT INTO consent_events (member_id, purpose, state, source, at)
    SELECT member_id, purpose, state, source, at FROM member_consents`.execute(db);
}
