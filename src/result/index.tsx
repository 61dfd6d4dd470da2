import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const ResultStudents = lazyPage(() => import('./ResultStudents'), '/result/:id/students');

/** Result years (docs/product.md §2 "Results"); their student results live at /result/{id}/students. */
export const result = {
  list: lazyPage(() => import('./ResultYearList'), '/result'),
  icon: EmojiEventsIcon,
  recordRepresentation: 'year',
  children: <Route path=":id/students" element={<ResultStudents />} />,
};
