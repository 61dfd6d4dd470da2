import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import type { CallParams } from '../../providers/dataProvider';
import type { AppDataProvider } from '../../resources';
import type { ActionName, ResourceName } from '../../resources';

/**
 * One action the endpoint table declares for a resource (a status switch,
 * publishing, approving, resending, an export), as a react-query mutation:
 * `isPending` is the button's busy state, and the list reloads once it settles,
 * refused or not (a refusal's message is already in the snackbar). The action is
 * typed by the table, so a misspelt one does not compile.
 */
export function useAction<R extends ResourceName, T = unknown>(
  resource: R,
  name: ActionName<R>,
  { refresh = true }: { refresh?: boolean } = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useRefresh();
  return useMutation<T, unknown, CallParams>({
    mutationFn: (params) => dataProvider.action<R, T>(resource, name, params),
    onSettled: () => {
      if (refresh) reload();
    },
  });
}

/** The resources whose table declares an action `name` (`'status'`, `'publish'`, `'export'`). */
export type ResourceWith<A extends string> = {
  [R in ResourceName]: A extends ActionName<R> ? R : never;
}[ResourceName];
