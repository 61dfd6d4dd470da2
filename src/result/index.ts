import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazy } from 'react';

/** Result years (docs/product.md §2 "Results"); their student results live at /result/{id}/students. */
export const result = {
  list: lazy(() => import('./ResultYearList')),
  icon: EmojiEventsIcon,
  recordRepresentation: 'year',
};
export const ResultStudents = lazy(() => import('./ResultStudents'));
