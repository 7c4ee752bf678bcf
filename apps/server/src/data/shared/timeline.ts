/**
 * The index of the last value in ascending `times` that is ≤ `t`, or -1 when every value is later.
 * Binary search: the replay asks this on every push.
 */
export function lastIndexAtOrBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Sorted, de-duplicated copy of `values` (finite numbers only). */
export function ascendingUnique(values: Iterable<number>): number[] {
  const sorted = [...new Set(values)].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted;
}

/** How many built pages a replay keeps per scene: the current one and a few recent ones. */
export const SNAPSHOT_CACHE_SIZE = 8;

/**
 * Memoises a page builder by change-point index: every `t` between two change points gets the same
 * object, built once while it is among the {@link SNAPSHOT_CACHE_SIZE} most recently used, so memory
 * stays bounded however long the replays run.
 */
export function snapshotCache<T>(
  changePoints: readonly number[],
  build: (index: number) => T,
): (t: number) => T {
  const cache = new Map<number, T>();
  return (t: number) => {
    const index = lastIndexAtOrBefore(changePoints, t);
    let page = cache.get(index);
    if (page === undefined) {
      page = build(index);
      if (cache.size >= SNAPSHOT_CACHE_SIZE) {
        const oldest = cache.keys().next().value as number;
        cache.delete(oldest);
      }
    } else {
      cache.delete(index);
    }
    cache.set(index, page);
    return page;
  };
}
