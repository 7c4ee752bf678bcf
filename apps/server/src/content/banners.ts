import type { BannerShowPlace } from '@kanqiu/core';
import {
  BANNER_SHOW_PLACE_DEFAULT,
  BannerImageSize,
  BannerJumpType,
  BannerPosition,
} from '@kanqiu/core';
import type { Banner } from '@kanqiu/core/contract/base';

/**
 * The advert banners. Images are the server's own files under `/static/banners/` (large 3.85:1 at
 * 1155×300, small 8.61:1 at 1722×200); App jumps are webview routes, Web jumps pages of this host.
 */
export const BANNERS: readonly Banner[] = [
  {
    id: 1,
    title: '世界杯经典重温：法国 4-2 克罗地亚',
    image_url: '/static/banners/worldcup-final.svg',
    jump_url: '/pages/soccer/live/live?match_id=2058017',
    jump_url_type: BannerJumpType.App,
    size_type: BannerImageSize.Large,
    position: BannerPosition.HomeTop,
    sort: 1,
  },
  {
    id: 2,
    title: 'NBA总决赛全场回放',
    image_url: '/static/banners/nba-finals.svg',
    jump_url: '/pages/basketball/live/live?match_id=401656359',
    jump_url_type: BannerJumpType.App,
    size_type: BannerImageSize.Large,
    position: BannerPosition.HomeTop,
    sort: 2,
  },
  {
    id: 3,
    title: '五大模型 每日推荐',
    image_url: '/static/banners/models.svg',
    jump_url: '/pages/soccer/model/model',
    jump_url_type: BannerJumpType.App,
    size_type: BannerImageSize.Small,
    position: BannerPosition.MatchDetailTop,
    sort: 3,
  },
  {
    id: 4,
    title: '联赛数据库',
    image_url: '/static/banners/league-data.svg',
    jump_url: '/#/pages/leagueData/leagueData',
    jump_url_type: BannerJumpType.Web,
    size_type: BannerImageSize.Small,
    position: BannerPosition.MatchDetailTop,
    sort: 4,
  },
];

/** The banners of a `show_place` (3 = every place), ordered by `sort`. */
export function bannersFor(showPlace: BannerShowPlace): Banner[] {
  return BANNERS.filter(
    (banner) => showPlace === BANNER_SHOW_PLACE_DEFAULT || banner.position === showPlace,
  ).sort((a, b) => a.sort - b.sort);
}
