const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps messages within a provider's rate: each call waits until `count` more
 * messages fit in `perSecond`, measured from the previous call's start, so several
 * requests in flight together still start no faster than the rate allows.
 */
export function createPacer(perSecond: number) {
  let next = 0;
  return async (count: number) => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + (count * 1000) / perSecond;
    if (at > now) await sleep(at - now);
  };
}

/** Runs `work` on every item, at most `width` at once, answering results in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

export { sleep };
