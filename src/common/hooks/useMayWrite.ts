import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, useResourceContext } from 'react-admin';

/**
 * Whether the account may write `resource` (the current one by default), through
 * the authProvider's canAccess (src/providers/access.ts): the Add, Edit, Remove,
 * live and status buttons show only when it may. False while the answer is
 * pending, so nothing flashes up that then goes away.
 *
 * Asked per resource and action, under react-admin's own key for a question
 * without a record: react-admin's useCanAccess adds the row's record to its key,
 * so each row of a list would ask again and draw twice, though the answer never
 * depends on the record (docs/bench.md, cold loads).
 */
export function useMayWrite(resource?: string, action = 'edit'): boolean {
  const current = useResourceContext();
  const authProvider = useAuthProvider();
  const asked = resource ?? current;
  const { data } = useQuery({
    queryKey: ['auth', 'canAccess', { action, resource: asked }],
    queryFn: async () =>
      !authProvider?.canAccess || (await authProvider.canAccess({ action, resource: asked! })),
    enabled: !!asked,
  });
  return data === true;
}
