import { AccessDenied, AuthenticationError, Error as ErrorPage } from 'react-admin';

/**
 * react-admin's error pages, in their own chunk: `AppAdmin` loads them when one is
 * shown, so /login's first load does not carry them (docs/bench.md).
 */
export const errorPages = { AccessDenied, AuthenticationError, ErrorPage };
