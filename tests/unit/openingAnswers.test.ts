import { QueryObserver } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askOpeningAnswers, firstListPage, opensWith } from '../../src/common/page/openingAnswers';
import type { AppAuthProvider } from '../../src/providers/authProvider';
import { queryClient } from '../../src/providers/queryClient';
import type { AppDataProvider } from '../../src/resources';

const sort = { field: 'id', order: 'DESC' } as const;
// The key react-admin's useGetList gives a list's first page (ra-core's useGetList).
const firstPageKey = [
  'members',
  'getList',
  { pagination: { page: 1, perPage: 25 }, sort, filter: {}, meta: undefined },
];

const tools = ({ signedIn = true, mayList = true, search = '', saved = false } = {}) => {
  const store = memoryStore();
  store.setup();
  if (saved) store.setItem('members.listParams', { page: 3 });
  const getList = vi.fn(async () => ({ data: [{ id: 7 }], total: 1 }));
  return {
    getList,
    dataProvider: { getList } as unknown as AppDataProvider,
    authProvider: {
      signedInEarly: async () => signedIn,
      canAccess: async () => mayList,
    } as unknown as AppAuthProvider,
    store,
    search,
  };
};

const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

opensWith('/test-members', firstListPage('members', sort));

describe('a page’s first answer, asked for on opening', () => {
  afterEach(() => queryClient.clear());

  it('asks for a list’s first page under react-admin’s key, quietly, and counts it fresh at first', async () => {
    const opening = tools();
    await askOpeningAnswers('/test-members', opening);
    expect(queryClient.getQueryData(firstPageKey)).toMatchObject({ data: [{ id: 7 }], total: 1 });
    expect(opening.getList).toHaveBeenCalledWith(
      'members',
      expect.objectContaining({ meta: { quiet: true } }),
    );
    // The list, drawn now with that answer, does not ask for it again.
    const again = vi.fn(async () => ({ data: [], total: 0 }));
    const list = new QueryObserver(queryClient, { queryKey: firstPageKey, queryFn: again });
    const stop = list.subscribe(() => undefined);
    expect(list.getCurrentResult().data).toMatchObject({ total: 1 });
    await settled();
    stop();
    expect(again).not.toHaveBeenCalled();
  });

  it('asks nothing when not signed in, not allowed, or when the address or saved settings change the page', async () => {
    for (const opening of [
      tools({ signedIn: false }),
      tools({ mayList: false }),
      tools({ search: '?page=2' }),
      tools({ saved: true }),
    ]) {
      await askOpeningAnswers('/test-members', opening);
      expect(opening.getList).not.toHaveBeenCalled();
    }
    const elsewhere = tools();
    await askOpeningAnswers('/somewhere-else', elsewhere);
    expect(elsewhere.getList).not.toHaveBeenCalled();
  });

  it('leaves every other answer stale at once, as react-query does by default', async () => {
    await queryClient.prefetchQuery({ queryKey: ['other'], queryFn: async () => 1 });
    const again = vi.fn(async () => 2);
    const page = new QueryObserver(queryClient, { queryKey: ['other'], queryFn: again });
    const stop = page.subscribe(() => undefined);
    await settled();
    stop();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
