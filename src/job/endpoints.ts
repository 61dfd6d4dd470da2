import type { JobBody } from '../../shared/contract/job';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** The job form (shared/contract/job.ts): `education_id` is a list of levels. */
const JOB_FIELDS = fieldsOf<JobBody>()([
  'title',
  'name',
  'description',
  'city',
  'education_id',
  'business_type_id',
  'business_id',
  'member_id',
  'company_details',
]);

/** Jobs and the members who applied (docs/product.md §7 "Jobs"). */
export const jobEndpoints = {
  jobs: {
    audit: 'jobs',
    list: 'job/list',
    create: { method: 'post', path: 'job/add', body: JOB_FIELDS },
    update: { method: 'put', path: (id) => `job/edit/${id}`, body: JOB_FIELDS },
    delete: (id) => `job/${id}`,
  },
  job_members: { list: 'job/members' },
} satisfies EndpointTable;
