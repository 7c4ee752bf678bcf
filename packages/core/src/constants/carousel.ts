/** Autoplay interval of the advert banner carousel (docs/behaviour.md §9): 2000 ms. */
export const BANNER_AUTOPLAY_MS = 2_000;
/** Slide transition of the advert banner carousel (docs/behaviour.md §9): 500 ms. */
export const BANNER_TRANSITION_MS = 500;
/** Autoplay interval of a generic swiper (docs/behaviour.md §9): 3000 ms. */
export const SWIPER_AUTOPLAY_MS = 3_000;
/** Slide transition of a generic swiper (docs/behaviour.md §9): 300 ms. */
export const SWIPER_TRANSITION_MS = 300;
/** Height (px) of a generic swiper (docs/behaviour.md §9): 130. */
export const SWIPER_HEIGHT = 130;
