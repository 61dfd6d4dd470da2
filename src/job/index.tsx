import WorkIcon from '@mui/icons-material/Work';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const JobApplicants = lazy(() => import('./JobApplicants'));

/** Jobs (docs/product.md §2 "Jobs"); their applicants live at /jobs/{id}/applicant-members. */
export const jobs = {
  list: lazy(() => import('./JobList')),
  icon: WorkIcon,
  recordRepresentation: 'title',
  children: <Route path=":id/applicant-members" element={<JobApplicants />} />,
};
