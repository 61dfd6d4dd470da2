import { useCanAccess, useResourceContext } from 'react-admin';

/**
 * Whether the account may write `resource` (the current one by default), through
 * the authProvider's canAccess (src/providers/access.ts): the Add, Edit, Remove,
 * live and status buttons show only when it may. False while the answer is
 * pending, so nothing flashes up that then goes away.
 */
export function useMayWrite(resource?: string, action = 'edit'): boolean {
  const current = useResourceContext();
  const { canAccess, isPending } = useCanAccess({ resource: resource ?? current, action });
  return !isPending && canAccess === true;
}
