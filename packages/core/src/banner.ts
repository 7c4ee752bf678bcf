/** Where a banner's tap leads (docs/behaviour.md §3): into the app, or to a web page. */
export const BannerJumpType = {
  App: 1,
  Web: 2,
} as const;
/** A banner jump type code. */
export type BannerJumpTypeCode = (typeof BannerJumpType)[keyof typeof BannerJumpType];

/** Banner image size categories (docs/behaviour.md §3). */
export const BannerImageSize = {
  Small: 1,
  Large: 2,
} as const;
/** A banner image size code. */
export type BannerImageSizeCode = (typeof BannerImageSize)[keyof typeof BannerImageSize];

/** Width ÷ height of each banner image size: small 8.61:1, large 3.85:1. */
export const BANNER_ASPECT_RATIO: Readonly<Record<BannerImageSizeCode, number>> = {
  1: 8.61,
  2: 3.85,
};

/** Where a banner is placed (docs/behaviour.md §3). */
export const BannerPosition = {
  HomeTop: 1,
  MatchDetailTop: 2,
} as const;
/** A banner position code. */
export type BannerPositionCode = (typeof BannerPosition)[keyof typeof BannerPosition];

/**
 * `show_place` sent to the banner list when the caller names none (docs/behaviour.md §7). It is not a banner
 * position: the contract defines 3 as "every place".
 */
export const BANNER_SHOW_PLACE_DEFAULT = 3;

/** A `show_place` value: one position, or {@link BANNER_SHOW_PLACE_DEFAULT} for all. */
export type BannerShowPlace = BannerPositionCode | typeof BANNER_SHOW_PLACE_DEFAULT;

/** Chinese labels of the banner enums, for admin and debug views. */
export const BANNER_LABELS = {
  jumpType: { 1: '应用内跳转', 2: '网页跳转' },
  imageSize: { 1: '小图', 2: '大图' },
  position: { 1: '首页顶部', 2: '比赛详情顶部' },
} as const satisfies {
  jumpType: Record<BannerJumpTypeCode, string>;
  imageSize: Record<BannerImageSizeCode, string>;
  position: Record<BannerPositionCode, string>;
};
