import type { UsageCheck } from './usage.js';

/**
 * Which rows point at a master's row, by master: a row still pointed at cannot
 * be deleted, and the refusal names what uses it ("still used by 4 posts and 120
 * members"). An area whose table gains a column naming a master adds it here;
 * `tests/server/references.test.ts` fails for a foreign key to a master that
 * this list lacks.
 */
export const MASTER_USES = {
  business_types: [
    { table: 'members', column: 'business_id', term: 'member' },
    { table: 'business_portals', column: 'business_id', term: 'business' },
    { table: 'jobs', column: 'business_type_id', term: 'job' },
  ],
  education: [
    { table: 'members', column: 'education_id', term: 'member' },
    { table: 'student_results', column: 'education_id', term: 'student_result' },
    { table: 'job_education', column: 'education_id', term: 'job' },
  ],
  districts: [
    { table: 'posts', column: 'district_id', term: 'post' },
    { table: 'members', column: 'district_id', term: 'member' },
    { table: 'user_districts', column: 'district_id', term: 'coordinator_account' },
  ],
  posts: [
    { table: 'villages', column: 'post_id', term: 'village' },
    { table: 'members', column: 'post_id', term: 'member' },
  ],
  villages: [{ table: 'members', column: 'village_id', term: 'member' }],
} satisfies Record<string, UsageCheck[]>;
