import type { AccountBody, AccountEdit } from '../../shared/contract/account';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** The account forms (shared/contract/account.ts). */
const ACCOUNT_FIELDS = fieldsOf<AccountBody>()(['name', 'email', 'role', 'districts']);
const ACCOUNT_EDIT_FIELDS = fieldsOf<AccountEdit>()(['name', 'role', 'districts']);

/** Accounts: who signs in, with which role (our server only; docs/security.md "Accounts"). */
export const accountEndpoints = {
  accounts: {
    list: 'accounts',
    create: { method: 'post', path: 'accounts', body: ACCOUNT_FIELDS },
    update: { method: 'put', path: (id) => `accounts/${id}`, body: ACCOUNT_EDIT_FIELDS },
    actions: {
      disable: { method: 'post', path: (id) => `accounts/${id}/disable` },
      enable: { method: 'post', path: (id) => `accounts/${id}/enable` },
      link: { method: 'post', path: (id) => `accounts/${id}/link` },
    },
  },
} satisfies EndpointTable;
