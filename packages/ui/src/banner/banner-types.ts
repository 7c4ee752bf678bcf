import type { BannerImageSizeCode, BannerJumpTypeCode } from '@kanqiu/core';

/** Where a tapped banner leads (docs/behaviour.md §3, §7 `getAdvMsg`). */
export interface BannerJump {
  jump_url: string;
  /** 1 App, 2 Web (`BannerJumpType`). */
  jump_url_type: BannerJumpTypeCode;
}

/** One banner; the contract's `Banner` fits as is. */
export interface BannerItem extends BannerJump {
  id?: string | number;
  /** Read by screen readers and shown while the image loads. */
  title?: string;
  /** The image, already resolved to a URL the page can load. */
  image_url: string;
  /** 1 small (8.61:1), 2 large (3.85:1) (`BannerImageSize`). */
  size_type?: BannerImageSizeCode;
}
