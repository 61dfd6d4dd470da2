import { askEarly } from '../providers/queryClient';
import { lazyPage } from '../common/page/lazyPage';
import { opensWith } from '../common/page/openingAnswers';
import { dashboardQuery } from './dashboardApi';

/** The dashboard (docs/product.md §2), at / and /dashboard. */
export const Dashboard = lazyPage(() => import('./Dashboard'), '/', '/dashboard');

// The cards' and the table's numbers for the whole community, asked for on opening.
for (const path of ['/', '/dashboard'])
  opensWith(path, ({ dataProvider }) => askEarly(dashboardQuery(dataProvider, '', true)));
