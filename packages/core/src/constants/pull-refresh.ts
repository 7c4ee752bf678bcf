/** Pulled distance (px) past which a pull-to-refresh triggers (docs/behaviour.md §9): 50. */
export const PULL_REFRESH_THRESHOLD = 50;
/** How long the refreshing state shows before the pull-to-refresh resets (docs/behaviour.md §4, §9): 1 s. */
export const PULL_REFRESH_RESET_MS = 1_000;
/** Pulled distance (px) past which the data table emits refresh (docs/behaviour.md §9): 45. */
export const TABLE_PULL_THRESHOLD = 45;
