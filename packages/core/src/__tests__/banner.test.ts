import { describe, expect, it } from 'vitest';
import {
  BANNER_ASPECT_RATIO,
  BANNER_LABELS,
  BANNER_SHOW_PLACE_DEFAULT,
  BannerImageSize,
  BannerJumpType,
  BannerPosition,
} from '../index';

describe('banner enums', () => {
  it('has the codes of the product', () => {
    expect(BannerJumpType).toEqual({ App: 1, Web: 2 });
    expect(BannerImageSize).toEqual({ Small: 1, Large: 2 });
    expect(BannerPosition).toEqual({ HomeTop: 1, MatchDetailTop: 2 });
    expect(BANNER_SHOW_PLACE_DEFAULT).toBe(3);
  });

  it('gives the aspect ratio of each image size as a number', () => {
    expect(BANNER_ASPECT_RATIO[BannerImageSize.Small]).toBe(8.61);
    expect(BANNER_ASPECT_RATIO[BannerImageSize.Large]).toBe(3.85);
  });

  it('labels every code in Chinese', () => {
    expect(BANNER_LABELS.position[BannerPosition.MatchDetailTop]).toBe('比赛详情顶部');
    expect(BANNER_LABELS.jumpType[BannerJumpType.Web]).toBe('网页跳转');
  });
});
