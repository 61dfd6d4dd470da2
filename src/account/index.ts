import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

/** Accounts: who signs in, with which role (docs/security.md "Accounts"). */
export const accounts = {
  list: lazy(() => import('./AccountList')),
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
};
