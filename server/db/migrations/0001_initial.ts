import { sql, type ColumnBuilderCallback, type CreateTableBuilder, type Kysely } from 'kysely';
import { createTableWithId, currentTimestampSql } from '../dialect.js';

/**
 * Every entity of the product, with foreign keys, the indexes the lists filter
 * and search on, and the unique constraints a person would expect.
 * Written with Kysely's schema builder so that SQLite and PostgreSQL share it.
 */
/**
 * A member's profile is complete (docs/product.md §11) when the first name (not the text
 * "null"), middle name, mobile number, date of birth and education are set, and
 * the location: the village for members in Gujarat (state 4030 of the countries
 * data, not abroad), the city otherwise. Kept by the database as a stored column
 * so the dashboard and the members list count it from an index.
 */
const filled = (column: string) =>
  sql`(${sql.ref(column)} IS NOT NULL AND trim(${sql.ref(column)}) <> '')`;
const profileCompleteExpression = sql`CASE WHEN ${filled('first_name')} AND lower(first_name) <> 'null'
    AND ${filled('last_name')} AND ${filled('mobile_no')}
    AND date_of_birth IS NOT NULL AND education_id IS NOT NULL
    AND (CASE WHEN in_foreign_land = 0 AND state_id = 4030 THEN village_id IS NOT NULL
              ELSE ${filled('city')} END)
  THEN 1 ELSE 0 END`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = currentTimestampSql(db);

  const table = (name: string) => createTableWithId(db, name);
  const stamped = <T extends string>(t: CreateTableBuilder<T>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now));
  const flag = (name: string, dflt = 0): [string, 'smallint', ColumnBuilderCallback] => [
    name,
    'smallint',
    (c) => c.notNull().defaultTo(dflt),
  ];
  const index = (tableName: string, ...columns: string[]) =>
    db.schema
      .createIndex(`${tableName}_${columns.join('_')}_idx`)
      .on(tableName)
      .columns(columns)
      .execute();
  const named = async (name: string) => {
    await table(name)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  };

  // Accounts and sessions -------------------------------------------------
  await stamped(
    table('users')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await stamped(
    db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull()),
  ).execute();
  await index('sessions', 'user_id');
  await index('sessions', 'expires_at');

  // Places -----------------------------------------------------------------
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .addColumn('phonecode', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .execute();
  await index('states', 'country_id', 'name');
  await named('districts');
  await table('posts')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addUniqueConstraint('posts_district_name_unique', ['district_id', 'name'])
    .execute();
  await index('posts', 'name');
  await table('villages')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
    .addUniqueConstraint('villages_post_name_unique', ['post_id', 'name'])
    .execute();
  await index('villages', 'name');

  // Masters ----------------------------------------------------------------
  await named('relations');
  await named('education');
  await named('business_types');

  // Families and members ---------------------------------------------------
  await stamped(table('families')).execute();
  await stamped(
    table('members')
      .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
      .addColumn('relation_id', 'integer', (c) => c.references('relations.id'))
      .addColumn(...flag('is_head'))
      .addColumn('photo', 'text')
      .addColumn('mobile_no', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn(...flag('sex', 1))
      .addColumn('blood_group', 'text')
      .addColumn('education_id', 'integer', (c) => c.references('education.id'))
      .addColumn(...flag('in_foreign_land'))
      .addColumn(...flag('in_dpvs'))
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('city', 'text')
      .addColumn('district_id', 'integer', (c) => c.references('districts.id'))
      .addColumn('post_id', 'integer', (c) => c.references('posts.id'))
      .addColumn('village_id', 'integer', (c) => c.references('villages.id'))
      .addColumn('current_address', 'text')
      .addColumn('business_type', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('business_id', 'integer', (c) => c.references('business_types.id'))
      .addColumn('business_address', 'text')
      .addColumn(...flag('show_mobile', 1))
      .addColumn(...flag('show_address', 1))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('profile_complete', 'smallint', (c) =>
        c.generatedAlwaysAs(profileCompleteExpression).stored().notNull(),
      ),
  ).execute();
  // The dashboard counts members per place, and families by where their head lives.
  await index('members', 'is_head', 'district_id');
  await index('members', 'is_head', 'village_id');
  for (const column of [
    'district_id',
    'village_id',
    'profile_complete',
    'family_id',
    'post_id',
    'education_id',
    'business_id',
    'business_type',
    'blood_group',
    'sex',
    'country_id',
    'state_id',
    'city',
    'in_foreign_land',
    'in_dpvs',
    'first_name',
  ]) {
    await index('members', column);
  }
  // Exactly one head per family: at most one here, at least one by the family rules.
  await db.schema
    .createIndex('members_one_head_per_family')
    .on('members')
    .column('family_id')
    .unique()
    .where(sql.ref('is_head'), '=', 1)
    .execute();

  // Committees and donors --------------------------------------------------
  for (const name of ['committees', 'donors']) {
    await stamped(
      table(name)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn(...flag('status', 1)),
    ).execute();
    await index(name, 'name');
  }
  await table('committee_members')
    .addColumn('committee_id', 'integer', (c) =>
      c.notNull().references('committees.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('position', 'text')
    .addUniqueConstraint('committee_members_once', ['committee_id', 'member_id'])
    .execute();
  await index('committee_members', 'member_id');
  await index('committee_members', 'committee_id', 'position');
  await table('donor_members')
    .addColumn('donor_id', 'integer', (c) =>
      c.notNull().references('donors.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('name', 'text')
    .addColumn('position', 'text')
    .execute();
  await index('donor_members', 'donor_id');
  await index('donor_members', 'member_id');

  // Results ----------------------------------------------------------------
  await stamped(
    table('result_segments')
      .addColumn('year', 'text', (c) => c.notNull().unique())
      .addColumn(...flag('status')),
  ).execute();
  await stamped(
    table('student_results')
      .addColumn('result_segment_id', 'integer', (c) =>
        c.notNull().references('result_segments.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('photo', 'text')
      .addColumn('percentage', 'real', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('education_id', 'integer', (c) => c.notNull().references('education.id'))
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn(...flag('status')),
  ).execute();
  await index('student_results', 'result_segment_id', 'education_id');
  await index('student_results', 'member_id');

  // Business portal --------------------------------------------------------
  await stamped(
    table('business_portals')
      .addColumn('logo', 'text')
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mobile_no', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn(...flag('in_foreign_land'))
      .addColumn('state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('city', 'text')
      .addColumn('business_id', 'integer', (c) => c.references('business_types.id'))
      .addColumn('business_type_id', 'integer')
      .addColumn(...flag('status')),
  ).execute();
  for (const column of ['member_id', 'business_id', 'state_id', 'city', 'status', 'name']) {
    await index('business_portals', column);
  }
  await table('business_partners')
    .addColumn('business_portal_id', 'integer', (c) =>
      c.notNull().references('business_portals.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('name', 'text')
    .addColumn('mobile_no', 'text')
    .execute();
  await index('business_partners', 'business_portal_id');
  await index('business_partners', 'member_id');

  // Contacts ---------------------------------------------------------------
  await stamped(
    table('contacts')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull()),
  ).execute();
  await index('contacts', 'member_id');
  await index('contacts', 'title');

  // Programs, volunteers, events --------------------------------------------
  for (const name of ['programs', 'events']) {
    await stamped(
      table(name)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addColumn(...flag('status')),
    ).execute();
    await index(name, 'start_date');
    await index(name, 'name');
  }
  await table('volunteer_types')
    .addColumn('program_id', 'integer', (c) =>
      c.notNull().references('programs.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('want', 'integer', (c) => c.notNull())
    .addUniqueConstraint('volunteer_types_program_name_unique', ['program_id', 'name'])
    .execute();
  await stamped(
    table('volunteers')
      .addColumn('volunteer_type_id', 'integer', (c) =>
        c.notNull().references('volunteer_types.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addUniqueConstraint('volunteers_once', ['volunteer_type_id', 'member_id']),
  ).execute();
  await index('volunteers', 'member_id');

  // Galleries --------------------------------------------------------------
  await stamped(
    table('galleries')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn(...flag('status', 1)),
  ).execute();
  await index('galleries', 'name');
  await stamped(
    table('gallery_images')
      .addColumn('gallery_id', 'integer', (c) =>
        c.notNull().references('galleries.id').onDelete('cascade'),
      )
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn(...flag('status', 1)),
  ).execute();
  await index('gallery_images', 'gallery_id');

  // Notifications ----------------------------------------------------------
  await stamped(
    table('notifications')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn(...flag('allow_member'))
      .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('sent_at', 'text'),
  ).execute();
  await index('notifications', 'title');
  await table('notification_recipients')
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('notification_recipients_once', ['notification_id', 'member_id'])
    .execute();
  await index('notification_recipients', 'member_id');

  // Jobs -------------------------------------------------------------------
  await stamped(
    table('jobs')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('business_type_id', 'integer', (c) => c.references('business_types.id'))
      .addColumn('business_id', 'integer', (c) => c.references('business_portals.id'))
      .addColumn('member_id', 'integer', (c) => c.references('members.id')),
  ).execute();
  for (const column of ['title', 'business_type_id', 'business_id', 'member_id']) {
    await index('jobs', column);
  }
  await db.schema
    .createTable('job_education')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('education_id', 'integer', (c) => c.notNull().references('education.id'))
    .addPrimaryKeyConstraint('job_education_pk', ['job_id', 'education_id'])
    .execute();
  await index('job_education', 'education_id');
  await stamped(
    table('job_applicants')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addUniqueConstraint('job_applicants_once', ['job_id', 'member_id']),
  ).execute();
  await index('job_applicants', 'member_id');

  // Administrators (members promoted on the Admin screen) -------------------
  await stamped(
    table('admins').addColumn('member_id', 'integer', (c) =>
      c.notNull().unique().references('members.id'),
    ),
  ).execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted; restore a backup instead.');
}
