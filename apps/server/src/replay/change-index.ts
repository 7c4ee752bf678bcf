/** How many of the ascending `points` are at or before `t` (binary search). */
export function changeIndex(points: readonly number[], t: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((points[mid] as number) <= t) low = mid + 1;
    else high = mid;
  }
  return low;
}
