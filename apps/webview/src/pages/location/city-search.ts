import type { City, CityList } from '@kanqiu/core/contract/user';

/**
 * The groups of cities whose Chinese name or pinyin (without tones) contains `query`; a single Latin
 * letter matches the initial only (the index letter a user types). Blank: every city.
 */
export function searchCities(groups: CityList['groups'], query: string): CityList['groups'] {
  const text = query.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return groups;
  const letter = /^[a-z]$/.test(text);
  const matches = (city: City) =>
    letter
      ? city.initial.toLowerCase() === text
      : city.name.includes(text) || city.pinyin.includes(text);
  return groups
    .map((group) => ({ ...group, cities: group.cities.filter(matches) }))
    .filter((group) => group.cities.length > 0);
}
