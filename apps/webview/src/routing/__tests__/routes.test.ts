import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../lazy-page';
import { allRoutePaths, findRoute } from '../routes';

/** Every route of docs/behaviour.md §2, written out from the specification. */
const PRODUCT_ROUTES = [
  '/',
  '/pages/webview/webview',
  '/pages/extend-model/extend-model',
  '/pages/TOS/TOS',
  '/pages/TOS/index',
  '/pages/leagueData/leagueData',
  '/pages/privacy/privacy',
  '/pages/privacy/index',
  '/pages/pay-agree/pay-agree',
  '/pages/pay-agree/index',
  '/pages/sdk-agree/sdk-agree',
  ...[
    'live/live',
    'data/data',
    'lineup/lineup',
    'model/model',
    'model/model-table',
    'exponent/exponent',
    'exponent/detail',
    'gen/gen',
    'team/detail',
    'team/points',
    'team/schedule',
    'facts/facts',
    'player/player',
  ].map((p) => `/pages/soccer/${p}`),
  ...[
    'data/data',
    'live/live',
    'exponent/exponent',
    'exponent/detail',
    'gen/gen',
    'team/detail',
    'team/schedule',
    'statistics/statistics',
    'facts/facts',
  ].map((p) => `/pages/basketball/${p}`),
  '/pages/activity/home/home',
  '/pages/activity/rankingList/rankingList',
  '/pages/activity/allSchedule/allSchedule',
  '/pages/activity/regulation/regulation',
  '/pages/platform/userAgreement',
  '/pages/platform/privacyAgreement',
  '/pages/platform/purchaseAgreement',
  '/pages/platformInvite/platformInvite',
  '/pages/imagetextIssue/imagetextIssue',
  '/pages/invite/invite',
  '/pages/inviteNow/inviteNow',
  '/pages/downloadApk/downloadApk',
  '/pages/openApp/openApp',
  '/choose-location',
  '/open-location',
  // Search (issue 26).
  '/search',
];

describe('routes', () => {
  it('registers exactly the routes of docs/behaviour.md §2', () => {
    expect(allRoutePaths().sort()).toEqual([...PRODUCT_ROUTES].sort());
  });

  it('opens alias paths on the same page', () => {
    expect(findRoute('/pages/webview/webview')).toBe(findRoute('/'));
    expect(findRoute('/pages/TOS/index')).toBe(findRoute('/pages/TOS/TOS'));
    expect(findRoute('/pages/privacy/index')).toBe(findRoute('/pages/privacy/privacy'));
    expect(findRoute('/pages/pay-agree/index')).toBe(findRoute('/pages/pay-agree/pay-agree'));
  });

  it('uses the default bar only on the platform user and privacy agreements', () => {
    const defaults = PRODUCT_ROUTES.filter((path) => findRoute(path)?.navStyle === 'default');
    expect(defaults.sort()).toEqual([
      '/pages/platform/privacyAgreement',
      '/pages/platform/userAgreement',
    ]);
  });

  it('titles every page in Chinese', () => {
    expect(findRoute('/pages/leagueData/leagueData')?.title).toBe('数据库');
    expect(findRoute('/pages/invite/invite')?.title).toBe('邀请新用户');
    expect(findRoute('/pages/inviteNow/inviteNow')?.title).toBe('邀请新用户');
    for (const path of PRODUCT_ROUTES) expect(findRoute(path)?.title).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('loadChunk', () => {
  it('rejects with ChunkLoadError when the chunk takes longer than 120 s', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => {}));
      const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      pending.catch(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a failed import into ChunkLoadError and passes a loaded one through', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
    await expect(loadChunk(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
