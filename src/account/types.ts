import type { AccountRow, SignInLink } from '../../shared/contract/account';

/** An account as the Accounts screen receives it; `link` only in an answer that gives one. */
export type Account = AccountRow & { link?: SignInLink };
