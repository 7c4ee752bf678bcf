import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitHash } from '../hash-location';
import {
  buildUrl,
  navigateBack,
  navigateTo,
  onRelaunch,
  redirectTo,
  reLaunch,
  setNavigationInterceptor,
  switchTab,
} from '../navigation';

function hash(): string {
  return window.location.hash;
}

describe('splitHash', () => {
  it('separates the path from the query inside the hash', () => {
    expect(splitHash('#/pages/soccer/live/live?match_id=2058017')).toEqual({
      path: '/pages/soccer/live/live',
      search: 'match_id=2058017',
    });
    expect(splitHash('#/')).toEqual({ path: '/', search: '' });
    expect(splitHash('')).toEqual({ path: '/', search: '' });
    expect(splitHash('#pages/TOS/TOS/')).toEqual({ path: '/pages/TOS/TOS', search: '' });
  });
});

describe('buildUrl', () => {
  it('appends query parameters and skips empty ones', () => {
    expect(
      buildUrl('/pages/soccer/live/live', { match_id: 2058017, team_id: undefined, x: null }),
    ).toBe('/pages/soccer/live/live?match_id=2058017');
    expect(buildUrl('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e');
    expect(buildUrl('/a')).toBe('/a');
  });
});

describe('navigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/');
  });
  afterEach(() => {
    setNavigationInterceptor(null);
  });

  it('navigateTo pushes a new entry with the query in the hash', () => {
    const before = window.history.length;
    expect(navigateTo('/pages/soccer/live/live', { match_id: 7 })).toBe(true);
    expect(hash()).toBe('#/pages/soccer/live/live?match_id=7');
    expect(window.history.length).toBe(before + 1);
  });

  it('skips navigation to the current page', () => {
    navigateTo('/pages/soccer/live/live', { match_id: 7 });
    const before = window.history.length;
    expect(navigateTo('/pages/soccer/live/live', { match_id: 7 })).toBe(false);
    expect(window.history.length).toBe(before);
    expect(navigateTo('/pages/soccer/live/live', { match_id: 8 })).toBe(true);
  });

  it('redirectTo and switchTab replace the current entry', () => {
    const before = window.history.length;
    expect(redirectTo('/pages/soccer/facts/facts', { match_id: 1 })).toBe(true);
    expect(switchTab('/pages/activity/home/home')).toBe(true);
    expect(window.history.length).toBe(before);
    expect(hash()).toBe('#/pages/activity/home/home');
  });

  it('lets an interceptor cancel a navigation and see what was asked', () => {
    const seen: string[] = [];
    setNavigationInterceptor((request) => {
      seen.push(`${request.kind} ${request.url}`);
      return request.url.startsWith('/pages/TOS') ? false : undefined;
    });
    expect(navigateTo('/pages/TOS/TOS')).toBe(false);
    expect(hash()).toBe('#/');
    expect(navigateTo('/pages/privacy/privacy')).toBe(true);
    expect(seen).toEqual(['navigateTo /pages/TOS/TOS', 'navigateTo /pages/privacy/privacy']);
  });

  it('reLaunch resets app state and replaces the page', () => {
    const reset = vi.fn();
    const off = onRelaunch(reset);
    navigateTo('/pages/soccer/data/data', { match_id: 1 });
    expect(reLaunch('/')).toBe(true);
    expect(hash()).toBe('#/');
    expect(reset).toHaveBeenCalledTimes(1);
    off();
    navigateTo('/pages/TOS/TOS');
    reLaunch('/');
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('reLaunch to the page on screen does nothing, like every other kind', () => {
    const reset = vi.fn();
    const off = onRelaunch(reset);
    navigateTo('/pages/soccer/live/live', { match_id: 7 });
    expect(reLaunch('/pages/soccer/live/live', { match_id: 7 })).toBe(false);
    expect(reset).not.toHaveBeenCalled();
    expect(hash()).toBe('#/pages/soccer/live/live?match_id=7');
    off();
  });

  it('navigateBack goes back in history, or home when there is none', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    navigateTo('/pages/soccer/data/data', { match_id: 1 });
    navigateBack(2);
    expect(go).toHaveBeenCalledWith(-2);
    go.mockRestore();

    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    window.history.replaceState(null, '', '/#/pages/soccer/data/data');
    navigateBack();
    expect(hash()).toBe('#/');
    length.mockRestore();
  });
});
