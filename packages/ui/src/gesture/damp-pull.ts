/** How far past the threshold a pull can stretch: the damped distance approaches this × threshold. */
const PULL_LIMIT_FACTOR = 3;

/**
 * The distance the content follows a finger that moved `delta` px down: 1:1 at first, then ever
 * stiffer, never beyond three thresholds, so a long pull feels like rubber rather than a slide.
 */
export function dampPull(delta: number, threshold: number): number {
  if (delta <= 0) return 0;
  const limit = threshold * PULL_LIMIT_FACTOR;
  return (limit * delta) / (delta + limit);
}
