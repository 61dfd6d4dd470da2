import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyPage } from '../common/page/lazyPage';

/** Accounts: who signs in, with which role (docs/security.md "Accounts"). */
export const accounts = {
  list: lazyPage(() => import('./AccountList'), '/accounts'),
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
};
