import CakeIcon from '@mui/icons-material/Cake';
import { lazyPage } from '../common/page/lazyPage';

/** Birthdays and anniversaries (docs/birthdays.md). */
export const birthdays = {
  list: lazyPage(() => import('./BirthdayList'), '/birthdays'),
  icon: CakeIcon,
};
