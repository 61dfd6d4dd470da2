import WorkIcon from '@mui/icons-material/Work';
import { lazy } from 'react';

/** Jobs (docs/product.md §2 "Jobs"); their applicants live at /jobs/{id}/applicant-members. */
export const jobs = {
  list: lazy(() => import('./JobList')),
  icon: WorkIcon,
  recordRepresentation: 'title',
};
export const JobApplicants = lazy(() => import('./JobApplicants'));
