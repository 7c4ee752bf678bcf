/**
 * How often the statistics page reloads the game while it is on and the page is visible. The page
 * keeps no socket (only the live, exponent and facts pages hold one); a box score read between plays
 * is on time when it is a quarter of a minute old, for one request (≈ 40 KB at the final buzzer) per
 * interval. Pull to refresh and the host's refresh load it at once.
 */
export const STATISTICS_REFETCH_INTERVAL_MS = 15_000;
