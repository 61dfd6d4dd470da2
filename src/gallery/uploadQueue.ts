/** One file of a multi-file upload, as the page shows it. */
export interface UploadItem {
  key: string;
  file: File;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  /** Why it failed, as the server or the network said it. */
  error?: string;
}

/**
 * Runs `work` on every item with at most `limit` at once (docs/product.md §7: one call per
 * file, in parallel, bounded). An item that fails is reported and the others go
 * on; the promise settles when all have finished, with the keys that failed.
 */
export async function runBounded<T extends { key: string }>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch {
        failed.push(item.key);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return failed;
}

/** The share of all the bytes sent so far, weighting each file by its size. */
export function overallProgress(items: readonly UploadItem[]): number {
  const total = items.reduce((sum, item) => sum + Math.max(item.file.size, 1), 0);
  if (!total) return 0;
  const sent = items.reduce(
    (sum, item) =>
      sum +
      Math.max(item.file.size, 1) *
        (item.state === 'done' ? 1 : item.state === 'failed' ? 1 : item.progress),
    0,
  );
  return sent / total;
}
