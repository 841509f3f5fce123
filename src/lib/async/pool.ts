/**
 * How many files the build, the nightly and the local server touch at once. Far below the
 * open-files limit machines start with (256 on macOS, 1,024 on Linux), and enough to keep a
 * disk busy: a fan-out over every page of a dealer fails with EMFILE once it has more pages
 * than the limit.
 */
export const FILE_CONCURRENCY = 16;

/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
