import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ResultStudents = lazy(() => import('./ResultStudents'));

/** Result years (docs/product.md §2 "Results"); their student results live at /result/{id}/students. */
export const result = {
  list: lazy(() => import('./ResultYearList')),
  icon: EmojiEventsIcon,
  recordRepresentation: 'year',
  children: <Route path=":id/students" element={<ResultStudents />} />,
};
