import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  rememberSearch,
} from '../recent-searches';

describe('recent searches', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps searches on the device, newest first, each once', () => {
    rememberSearch('fg');
    rememberSearch('mbappe');
    rememberSearch(' fg ');
    expect(readRecentSearches()).toEqual(['fg', 'mbappe']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '')).toEqual([
      'fg',
      'mbappe',
    ]);
  });

  it(`keeps the latest ${RECENT_SEARCHES_MAX} and ignores blank text`, () => {
    for (let i = 0; i < RECENT_SEARCHES_MAX + 3; i++) rememberSearch(`q${i}`);
    rememberSearch('   ');
    const list = readRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe(`q${RECENT_SEARCHES_MAX + 2}`);
  });

  it('reads a damaged entry as no searches and can be cleared', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{oops');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 3, null, 'b']));
    expect(readRecentSearches()).toEqual(['a', 'b']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});
