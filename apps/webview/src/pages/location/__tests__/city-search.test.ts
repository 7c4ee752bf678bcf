import type { City } from '@kanqiu/core/contract/user';
import { describe, expect, it } from 'vitest';
import { searchCities } from '../city-search';

const city = (code: string, name: string, pinyin: string): City => ({
  code,
  name,
  pinyin,
  initial: pinyin.charAt(0).toUpperCase(),
  country: '中国',
  world_cups: [],
  venue_ids: [],
});

const GROUPS = [
  { initial: 'B', cities: [city('beijing', '北京', 'beijing')] },
  {
    initial: 'C',
    cities: [city('chongqing', '重庆', 'chongqing'), city('changsha', '长沙', 'changsha')],
  },
  { initial: 'M', cities: [city('moscow', '莫斯科', 'mosike')] },
];

describe('searchCities', () => {
  it('keeps every group for a blank query', () => {
    expect(searchCities(GROUPS, '  ')).toBe(GROUPS);
  });

  it('finds by Chinese name, by pinyin, by initial, ignoring case and spaces', () => {
    const names = (query: string) =>
      searchCities(GROUPS, query).flatMap((group) => group.cities.map((c) => c.name));
    expect(names('莫斯')).toEqual(['莫斯科']);
    expect(names('Chong Qing')).toEqual(['重庆']);
    expect(names('c')).toEqual(['重庆', '长沙']);
    expect(names('sha')).toEqual(['长沙']);
    expect(names('巴黎')).toEqual([]);
  });
});
