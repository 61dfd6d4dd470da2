import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const VolunteerTypes = lazyPage(() => import('./VolunteerTypes'), '/program/:id/volunteers');

/** Programs (docs/product.md §2 "Programs and events"). */
export const programs = {
  list: lazyPage(() => import('./ProgramList'), '/programs'),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};

/** A program's volunteer types live at /program/{id}/volunteers (docs/product.md §7), outside /programs. */
export const programRoutes = <Route path="/program/:id/volunteers" element={<VolunteerTypes />} />;
