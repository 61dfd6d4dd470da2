import type { ApplicantRow, JobRow } from '../../shared/contract/job';
import type { Received } from '../../shared/contract/received';

/** A job (shared/contract/job.ts); the original backend may send only the form's names. */
export type Job = Received<JobRow, 'id' | 'title' | 'name' | 'city'>;

/** A member who applied (shared/contract/job.ts). */
export type Applicant = Received<ApplicantRow, 'id' | 'first_name' | 'last_name' | 'mobile_no'>;
