import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { analyze } from '../db/migrate.js';
import type { Database } from '../db/types.js';
import { seedActivities } from './activities.js';
import { seedDoor } from './door.js';
import { seedRights } from './rights.js';
import { seedCommunity } from './community.js';
import { seedCountries } from './countries.js';
import { insertInChunks } from './insert.js';
import { RELATIONS } from '../../shared/rules.js';
import { BUSINESS_TYPES, EDUCATION } from './names.js';
import { GUJARAT_DISTRICTS, GUJARAT_DISTRICTS_GU, SETTLEMENTS } from './places.js';
import { Random } from './random.js';

/** The demo account printed by `npm start` on a seeded database. */
export const DEMO_LOGIN = {
  name: 'Demo Administrator',
  email: 'admin@example.com',
  password: 'demo-admin-2026',
};

export interface SeedOptions {
  storageDir: string;
  /** Members to generate; the demo community has about 1,000 in 300 families. */
  members?: number;
  seed?: number;
}

/** Countries and states, relations, education, business types and Gujarat's places. */
export async function seedMasters(db: Kysely<Database>): Promise<void> {
  await seedCountries(db);
  await insertInChunks(
    db,
    'relations',
    RELATIONS.map(({ name }) => ({ name })),
  );
  await insertInChunks(
    db,
    'education',
    EDUCATION.map((name) => ({ name })),
  );
  await insertInChunks(
    db,
    'business_types',
    BUSINESS_TYPES.map((name) => ({ name })),
  );
  await insertInChunks(
    db,
    'districts',
    GUJARAT_DISTRICTS.map((name) => ({ name, name_gu: GUJARAT_DISTRICTS_GU[name] })),
  );
  for (const settlement of SETTLEMENTS) {
    const district = await db
      .selectFrom('districts')
      .select('id')
      .where('name', '=', settlement.district)
      .executeTakeFirstOrThrow();
    for (const [post, villages] of Object.entries(settlement.posts)) {
      const { id } = await db
        .insertInto('posts')
        .values({ name: post, district_id: district.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertInChunks(
        db,
        'villages',
        villages.map((name) => ({ name, post_id: id })),
      );
    }
  }
}

/** Seeds the whole demo community into an empty, migrated database. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const random = new Random(options.seed ?? 2026);
  await seedMasters(db);
  const { memberIds } = await seedCommunity(db, random, options.members ?? 1000);
  await seedActivities(db, random, memberIds, options.storageDir);
  await seedDoor(db, random);
  await seedRights(db);
  await db
    .insertInto('users')
    .values({
      name: DEMO_LOGIN.name,
      email: DEMO_LOGIN.email,
      password_hash: await hashPassword(DEMO_LOGIN.password),
    })
    .execute();
  await analyze(db);
}

/** On first start: seeds the demo when the database holds no account and no member. */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).execute();
  const members = await db.selectFrom('members').select('id').limit(1).execute();
  if (users.length === 0 && members.length === 0) await seedDemo(db, options);
  return demoLoginWorks(db);
}

/** True while the demo account still exists with its published password. */
export async function demoLoginWorks(db: Kysely<Database>): Promise<boolean> {
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', DEMO_LOGIN.email)
    .executeTakeFirst();
  return !!demo && (await verifyPassword(DEMO_LOGIN.password, demo.password_hash));
}
