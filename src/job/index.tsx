import WorkIcon from '@mui/icons-material/Work';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const JobApplicants = lazyPage(() => import('./JobApplicants'), '/jobs/:id/applicant-members');

/** Jobs (docs/product.md §2 "Jobs"); their applicants live at /jobs/{id}/applicant-members. */
export const jobs = {
  list: lazyPage(() => import('./JobList'), '/jobs'),
  icon: WorkIcon,
  recordRepresentation: 'title',
  children: <Route path=":id/applicant-members" element={<JobApplicants />} />,
};
