import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';

/** Admins (docs/product.md §2 "Admins"). */
export const admin = { list: lazy(() => import('./AdminList')), icon: AdminPanelSettingsIcon };
