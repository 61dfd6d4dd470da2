import type { ReactNode } from 'react';
import { useMayWrite } from '../hooks/useMayWrite';

/** Its children only for an account that may write `resource` (an Add or Send button that links to a page). */
export const WhenMayWrite = ({
  resource,
  action = 'create',
  children,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
}) => (useMayWrite(resource, action) ? <>{children}</> : null);
