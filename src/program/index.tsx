import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const VolunteerTypes = lazy(() => import('./VolunteerTypes'));

/** Programs (docs/product.md §2 "Programs and events"). */
export const programs = {
  list: lazy(() => import('./ProgramList')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};

/** A program's volunteer types live at /program/{id}/volunteers (docs/product.md §7), outside /programs. */
export const programRoutes = <Route path="/program/:id/volunteers" element={<VolunteerTypes />} />;
