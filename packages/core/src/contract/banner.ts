import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

/** `POST /api/banner/getList`: `show_place` 1 home top, 2 match detail top, 3 (default) every place. */
export const bannerListRequestSchema = v.object({
  show_place: v.optional(v.picklist([1, 2, 3], 'show_place 只能是 1、2 或 3'), 3),
});
/** Body of `POST /api/banner/getList`. */
export type BannerListRequest = v.InferInput<typeof bannerListRequestSchema>;

/** One advert banner (docs/behaviour.md §3: jump_url, jump_url_type, an image url; the rest is kanqiu's design). */
export const bannerSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  /** Absolute URL or a path on the API host. */
  image_url: v.pipe(v.string(), v.minLength(1)),
  jump_url: v.string(),
  /** 1 App, 2 Web. */
  jump_url_type: v.picklist([1, 2]),
  /** 1 small (8.61:1), 2 large (3.85:1). */
  size_type: v.picklist([1, 2]),
  /** 1 home top, 2 match detail top. */
  position: v.picklist([1, 2]),
  /** Ascending display order. */
  sort: v.pipe(v.number(), v.integer()),
});
/** One advert banner. */
export type Banner = v.InferOutput<typeof bannerSchema>;

/** `data` of `POST /api/banner/getList`. */
export const bannerListResponseSchema = v.array(bannerSchema);

/** `POST /api/banner/getList`: the advert banners of a place (default 3, every place). */
export const bannerListCall = call(
  API_PATHS.bannerList,
  bannerListRequestSchema,
  bannerListResponseSchema,
);
