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

/**
 * Memoises a page builder by change-point index: every `t` between two change points gets the same
 * object, built once.
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
      cache.set(index, page);
    }
    return page;
  };
}
