import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../common/page/lazyPage';

/** Admins (docs/product.md §2 "Admins"). */
export const admin = {
  list: lazyPage(() => import('./AdminList'), '/admin'),
  icon: AdminPanelSettingsIcon,
};
