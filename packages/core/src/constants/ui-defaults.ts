/** How long a toast stays (docs/behaviour.md §9): 2000 ms. */
export const TOAST_DURATION_MS = 2_000;
/** How long a notify bar stays (docs/behaviour.md §9): 3000 ms. */
export const NOTIFY_DURATION_MS = 3_000;
/** Default throttle and debounce wait (docs/behaviour.md §9): 500 ms. */
export const THROTTLE_MS = 500;
/** Height (px) above which "read more" collapses content (docs/behaviour.md §9): 400. */
export const READ_MORE_COLLAPSE_HEIGHT = 400;
/** Largest number a badge shows before `999+` (docs/behaviour.md §9). */
export const BADGE_MAX = 999;
/** Width of a modal in rpx, 750rpx being the screen width (docs/behaviour.md §9): 650. */
export const MODAL_WIDTH_RPX = 650;
/** Modal open/close animation (docs/behaviour.md §9): 400 ms. */
export const MODAL_ANIMATION_MS = 400;
/** Tabs indicator animation (docs/behaviour.md §9): 300 ms. */
export const TABS_ANIMATION_MS = 300;
/** z-index of popups (docs/behaviour.md §9): 10075. */
export const POPUP_Z_INDEX = 10_075;
/** Popup open/close animation (docs/behaviour.md §9): 300 ms. */
export const POPUP_DURATION_MS = 300;
/** Months a calendar shows (docs/behaviour.md §9): 3. */
export const CALENDAR_MONTHS = 3;
/** Row height (px) of a calendar (docs/behaviour.md §9): 56. */
export const CALENDAR_ROW_HEIGHT = 56;
/** Countdown (s) before a verification code can be sent again (docs/behaviour.md §9): 60. */
export const CODE_COUNTDOWN_S = 60;
/** Most images an album holds (docs/behaviour.md §9): 9. */
export const ALBUM_MAX_IMAGES = 9;
/** Images per album row (docs/behaviour.md §9): 3. */
export const ALBUM_PER_ROW = 3;
/** Notice bar scroll speed, px per second (docs/behaviour.md §9): 80. */
export const NOTICE_BAR_SPEED = 80;
/** Slider lower bound (docs/behaviour.md §9): 0. */
export const SLIDER_MIN = 0;
/** Slider upper bound (docs/behaviour.md §9): 100. */
export const SLIDER_MAX = 100;
/** Count-up animation (docs/behaviour.md §9): 2000 ms. */
export const COUNT_UP_DURATION_MS = 2_000;
