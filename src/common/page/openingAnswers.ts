import type { GetListResult, SortPayload, Store } from 'react-admin';
import type { AppAuthProvider } from '../../providers/authProvider';
import { matchPath } from 'react-router-dom';
import { askEarly } from '../../providers/queryClient';
import type { AppDataProvider, ResourceName } from '../../resources';

/** What a page's first question is asked with. */
export interface OpeningTools {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
  store: Store;
  /** The address's query string ('' when there is none). */
  search: string;
}

type Opening = (tools: OpeningTools) => Promise<unknown>;

const openings: { path: string; open: Opening }[] = [];

/**
 * Registers the first question the page at `path` (a react-router pattern) asks
 * the server, so that opening that address asks it at once, while the frame is
 * still being drawn, instead of after (docs/bench.md, the twenty-first session).
 * The page asks in its usual way; finding the answer in the cache, it is drawn
 * with it and does not ask again (src/providers/queryClient.ts).
 */
export function opensWith(path: string, open: Opening): void {
  openings.push({ path, open });
}

/**
 * Asks the first questions of the page at `pathname` when index.html's early
 * session check says signed in; nothing when it does not (the login screen
 * follows; no request is added) or when no page registered one. A failure is left
 * to the page, which asks again.
 */
export async function askOpeningAnswers(pathname: string, tools: OpeningTools): Promise<void> {
  const found = openings.filter(({ path }) => matchPath(path, pathname));
  if (!found.length) return;
  try {
    if (await tools.authProvider.signedInEarly())
      await Promise.all(found.map(({ open }) => open(tools)));
  } catch {
    // The page asks again when it is shown, and reports a failure then.
  }
}

/**
 * The first page of a list as react-admin asks for it (its query key and answer),
 * when neither the address nor the list's saved settings change it, and the
 * account may read the list.
 */
export const firstListPage =
  (resource: ResourceName, sort: SortPayload, perPage = 25): Opening =>
  async ({ dataProvider, authProvider, store, search }) => {
    if (search || store.getItem(`${resource}.listParams`) !== undefined) return;
    if (authProvider.canAccess && !(await authProvider.canAccess({ action: 'list', resource })))
      return;
    const params = { pagination: { page: 1, perPage }, sort, filter: {}, meta: undefined };
    await askEarly({
      queryKey: [resource, 'getList', params],
      queryFn: async () => {
        // Quietly: should it fail, the list asks again when shown and says so then.
        const answer: GetListResult = await dataProvider.getList(resource, {
          ...params,
          meta: { quiet: true },
        });
        // The shape react-admin's useGetList keeps in its cache.
        return {
          data: answer.data,
          total: answer.total,
          pageInfo: answer.pageInfo,
          meta: answer.meta,
        };
      },
    });
  };
