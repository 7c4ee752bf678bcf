import { describe, expect, it } from 'vitest';
import { APP_DEEP_LINK_SCHEME, appDeepLink } from '../index';

describe('appDeepLink', () => {
  it('opens a route with its query in the app', () => {
    expect(APP_DEEP_LINK_SCHEME).toBe('kanqiu');
    expect(appDeepLink('/pages/soccer/live/live?match_id=2058017')).toBe(
      'kanqiu://open?path=%2Fpages%2Fsoccer%2Flive%2Flive%3Fmatch_id%3D2058017',
    );
    expect(appDeepLink('pages/invite/invite')).toBe(
      'kanqiu://open?path=%2Fpages%2Finvite%2Finvite',
    );
  });
});
