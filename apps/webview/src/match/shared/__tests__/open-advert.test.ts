import { BannerJumpType } from '@kanqiu/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdvertInPage } from '../open-advert';

describe('openAdvertInPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a Web jump that is a path of this host', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(
      openAdvertInPage({
        jump_url: '/#/pages/leagueData/leagueData',
        jump_url_type: BannerJumpType.Web,
      }),
    ).toBe(true);
    expect(assign).toHaveBeenCalledWith('/#/pages/leagueData/leagueData');
  });

  it('never leaves the host, whatever the path looks like', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    for (const jump_url of [
      '/\\evil.example/',
      '//evil.example/',
      '/\tjavascript:alert(1)',
      'javascript:alert(1)',
    ]) {
      expect(openAdvertInPage({ jump_url, jump_url_type: BannerJumpType.Web }), jump_url).toBe(
        false,
      );
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
