import { FOLLOW_MAX } from '@kanqiu/core';
import type { MatchListEntry } from '@kanqiu/core/contract';
import { createApi, createHttpClient } from '@kanqiu/net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceFollows } from '../device-follows';
import { DEVICE_FOLLOWS_KEY } from '../device-follows-key';
import { FollowStore, STORAGE_LISTENER_IDLE_TIMEOUT_MS } from '../follow-store';
import { followedMatches } from '../followed-matches';

const france = { kind: 'team', id: '4418', name: '法国' } as const;
// No token: the store never calls the server, so the API points nowhere.
const api = createApi(createHttpClient({ baseUrl: 'http://127.0.0.1:9', storage: null }));

describe('FollowStore on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a follow made without a token on the device, newest first, and forgets a stopped one', async () => {
    const store = new FollowStore();
    store.attach(api);
    await store.toggle(france, true);
    await store.toggle({ kind: 'match', id: '2058017', name: '法国 vs 克罗地亚' }, true);
    expect(store.getSnapshot().where).toBe('device');
    expect(readDeviceFollows().follows.map((follow) => follow.id)).toEqual(['2058017', '4418']);
    expect(new FollowStore().getSnapshot().keys.has('team:4418')).toBe(true);
    await store.toggle(france, false);
    expect(readDeviceFollows().follows.map((follow) => follow.id)).toEqual(['2058017']);
  });

  it("reads another tab's change only after the page has been idle, not while it is drawn", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = new FollowStore();
      store.attach(api);
      window.localStorage.setItem(
        DEVICE_FOLLOWS_KEY,
        JSON.stringify({ follows: [{ ...france, followed_at: '2026-11-27T10:00:00.000Z' }] }),
      );
      window.dispatchEvent(new Event('storage'));
      expect(store.getSnapshot().keys.has('team:4418')).toBe(false);
      // No idle callbacks in the test's DOM: the store waits the longest wait for one instead.
      vi.advanceTimersByTime(STORAGE_LISTENER_IDLE_TIMEOUT_MS - 1);
      window.dispatchEvent(new Event('storage'));
      expect(store.getSnapshot().keys.has('team:4418')).toBe(false);
      vi.advanceTimersByTime(1);
      window.dispatchEvent(new Event('storage'));
      expect(store.getSnapshot().keys.has('team:4418')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`adds nothing past ${FOLLOW_MAX} follows`, async () => {
    const many = Array.from({ length: FOLLOW_MAX }, (_, n) => ({
      kind: 'match',
      id: `m${n}`,
      name: `比赛${n}`,
      followed_at: '2026-11-22T00:00:00Z',
    }));
    window.localStorage.setItem(
      DEVICE_FOLLOWS_KEY,
      JSON.stringify({ follows: many, alerts: null }),
    );
    const store = new FollowStore();
    await store.toggle(france, true);
    expect(store.getSnapshot().keys.has('team:4418')).toBe(false);
    expect(readDeviceFollows().follows).toHaveLength(FOLLOW_MAX);
  });

  it('reads past what does not look like a follow in storage', () => {
    window.localStorage.setItem(
      DEVICE_FOLLOWS_KEY,
      JSON.stringify({
        follows: [
          { kind: 'stadium', id: 1 },
          { ...france, followed_at: 'x' },
        ],
      }),
    );
    expect(readDeviceFollows().follows.map((follow) => follow.id)).toEqual(['4418']);
    window.localStorage.setItem(DEVICE_FOLLOWS_KEY, '{not json');
    expect(readDeviceFollows()).toEqual({ follows: [], alerts: null });
  });

  it("reads settings saved before basketball's kinds with those on, and a broken one as none", () => {
    const saved = { goal: false, red_card: true, kickoff: true, full_time: false };
    window.localStorage.setItem(DEVICE_FOLLOWS_KEY, JSON.stringify({ follows: [], alerts: saved }));
    expect(readDeviceFollows().alerts).toEqual({
      ...saved,
      quarter_end: true,
      close_game: true,
      overtime: true,
    });
    window.localStorage.setItem(
      DEVICE_FOLLOWS_KEY,
      JSON.stringify({ follows: [], alerts: { ...saved, overtime: 'no' } }),
    );
    expect(readDeviceFollows().alerts).toBeNull();
  });
});

describe('followedMatches', () => {
  const entry = (id: string, state: MatchListEntry['state'], kickoff: string, home = '4418') =>
    ({
      match_id: id,
      state,
      kickoff,
      home_team: { id: home, name: '', code: '' },
      away_team: { id: 'x', name: '', code: '' },
      competition_key: 'wc2018',
    }) as MatchListEntry;

  it('finds matches of followed teams, matches and competitions, live first, then the next to start', () => {
    const matches = [
      entry('done', 'finished', '2026-11-22T08:00:00Z'),
      entry('later', 'upcoming', '2026-11-22T12:00:00Z'),
      entry('soon', 'upcoming', '2026-11-22T10:00:00Z'),
      entry('live', 'live', '2026-11-22T09:00:00Z'),
      entry('other', 'live', '2026-11-22T09:00:00Z', 'y'),
    ];
    expect(followedMatches(matches, new Set(['team:4418'])).map((m) => m.match_id)).toEqual([
      'live',
      'soon',
      'later',
      'done',
    ]);
    expect(followedMatches(matches, new Set(['match:other'])).map((m) => m.match_id)).toEqual([
      'other',
    ]);
    expect(followedMatches(matches, new Set(['competition:wc2018']))).toHaveLength(5);
  });
});
