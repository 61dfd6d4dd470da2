import { hashKey, QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/** How long an answer asked for while the page was opening counts as fresh. */
export const OPENING_ANSWER_FRESH_MS = 5_000;

// The queries asked for before their page was drawn (src/common/page/openingAnswers.ts),
// by react-query's hash of their key, with the moment they were asked.
const askedAt = new Map<string, number>();

/**
 * The back-office's one query cache (react-admin's default, but for one rule): an
 * answer the page asked for while it opened counts as fresh for its first
 * seconds, so the page drawn with it does not ask the same question again at once.
 * Every other answer stays stale at once (react-query's default).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: (query) => {
        const at = askedAt.get(query.queryHash);
        if (at === undefined) return 0;
        if (Date.now() - at < OPENING_ANSWER_FRESH_MS) return OPENING_ANSWER_FRESH_MS;
        askedAt.delete(query.queryHash);
        return 0;
      },
    },
  },
});

/** Asks a page's first question before the page is drawn (its answer lands in the cache). */
export function askEarly<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  askedAt.set(hashKey(options.queryKey), Date.now());
  return queryClient.prefetchQuery(options);
}
