/** Added to the measured table height when it has rows (docs/behaviour.md §9): 18 px. */
export const TABLE_HEIGHT_OFFSET_WITH_ROWS = 18;
/** Height reported for an empty table (docs/behaviour.md §9): 258 px. */
export const TABLE_HEIGHT_EMPTY = 258;
/** Delay after mount before the table measures its height (docs/behaviour.md §9): 100 ms. */
export const TABLE_MEASURE_DELAY_MS = 100;
/** A tab bar scrolls horizontally when it has more tabs than this (docs/behaviour.md §2, §9): 6. */
export const TABS_SCROLL_THRESHOLD = 6;
