/**
 * How often the lineup page re-fetches while the match is not finished and the page is visible. The
 * page keeps no socket (docs/behaviour.md §2: only the live, exponent and facts pages open one), and a lineup
 * changes only a few times a match (goals, cards, substitutions), so a mark that appears within half
 * a minute is on time, for one small request per half minute.
 */
export const LINEUP_REFETCH_INTERVAL_MS = 30_000;
