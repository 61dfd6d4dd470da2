import { LoadingBar } from '../page/LoadingBar';
import type { ReactNode } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';
import { Route } from 'react-router-dom';

interface Props {
  resource: string;
  action: string;
  children: ReactNode;
}

/**
 * A custom route the account's role may not open (src/providers/access.ts) shows
 * react-admin's translated "not allowed" page instead of a form whose save would
 * be refused; react-admin guards its own resource pages the same way.
 */
export const Allowed = ({ resource, action, children }: Props) => (
  <CanAccess
    resource={resource}
    action={action}
    loading={<LoadingBar />}
    accessDenied={<AccessDenied />}
  >
    {children}
  </CanAccess>
);

/**
 * A `<Route>` whose page only an account allowed `action` on `resource` opens;
 * for an area's index (react-router takes `<Route>` elements only, so this is a
 * function, not a component).
 */
export const allowedRoute = (path: string, resource: string, action: string, page: ReactNode) => (
  <Route
    key={path}
    path={path}
    element={
      <Allowed resource={resource} action={action}>
        {page}
      </Allowed>
    }
  />
);
