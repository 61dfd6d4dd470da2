import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

/** The audit log (an endpoint of our own beside docs/product.md §7). */
export const audit = { list: lazy(() => import('./AuditList')), icon: HistoryIcon };
