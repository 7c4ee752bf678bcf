/**
 * Resolves in a later task: work after it is not counted in the task that awaited it. A page's data
 * is read and checked in one task and drawn in the next, so neither alone blocks a slow phone for
 * long (docs/performance.md, "Where the blocking time went").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
