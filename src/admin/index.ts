import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';

/** Admins (spec §2 "Admins"). */
export const admin = { list: lazy(() => import('./AdminList')), icon: AdminPanelSettingsIcon };
