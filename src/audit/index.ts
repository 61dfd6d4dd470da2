import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../common/page/lazyPage';

/** The audit log (an endpoint of our own beside docs/product.md §7). */
export const audit = { list: lazyPage(() => import('./AuditList'), '/audit'), icon: HistoryIcon };
