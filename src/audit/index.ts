import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

/** The audit log (an endpoint of our own beside spec §7). */
export const audit = { list: lazy(() => import('./AuditList')), icon: HistoryIcon };
