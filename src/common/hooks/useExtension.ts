import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { mayAccess, type Role } from '../../providers/access';
import type { AppDataProvider } from '../../resources';

/** Our server's extensions beside docs/product.md §7, each with a quiet read that proves it is there. */
const PROBES = {
  imports: 'members/import?itemsPerPage=1',
  duplicates: 'duplicates/scan',
  directory_books: 'directory/printer',
  // The member page's office side (docs/member-door.md): requests, campaigns, the field policy.
  change_requests: 'field-policies',
} as const;
export type Extension = keyof typeof PROBES;

/**
 * Whether the backend has `extension` and the account may use it: the original
 * backend answers 404, and then its menu entry and buttons stay hidden, as the
 * audit log's do. Asked once per session, quietly, and only for an account
 * whose role may open it.
 */
export function useExtension(extension: Extension): boolean {
  return useExtensionProbe(extension).available;
}

/**
 * `useExtension` and whether it is known yet (`settled`): the account's role is read
 * and, where the role may use it, the server has answered. The menu waits for its
 * entries to be settled, so none moves under a click made just after signing in.
 */
export function useExtensionProbe(extension: Extension): { available: boolean; settled: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity, isPending } = useGetIdentity();
  const allowed =
    !isPending &&
    mayAccess(identity?.role as Role | undefined, { action: 'list', resource: extension });
  const probe = useQuery({
    queryKey: ['extension', extension],
    queryFn: () => dataProvider.call({ path: PROBES[extension] }, { quiet: true }),
    enabled: allowed,
    staleTime: Infinity,
    retry: false,
  });
  return {
    available: allowed && probe.isSuccess,
    settled: !isPending && (!allowed || probe.isSuccess || probe.isError),
  };
}
