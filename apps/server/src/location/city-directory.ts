import type { City, CityList } from '@kanqiu/core/contract/user';
import type { VenueDirectory } from '../data/venues/load-venues';
import { CITY_LIST, type CityEntry } from './city-list';

/** The cities of the location chooser, with their venues. */
export interface CityDirectory {
  /** Every city grouped by the initial of its pinyin, A–Z, by pinyin within a group. */
  readonly list: CityList;
  /** A city by its code. */
  byCode(code: string): City | undefined;
}

/**
 * Joins the city list with the venues: each city gets the World Cups it hosted and its venue ids.
 *
 * @throws Error when a venue's city is not in the list under the same Chinese name.
 */
export function buildCityDirectory(
  venues: VenueDirectory,
  entries: readonly CityEntry[] = CITY_LIST,
): CityDirectory {
  const cities = entries.map(
    (entry): City => ({
      ...entry,
      initial: entry.pinyin.charAt(0).toUpperCase(),
      world_cups: [],
      venue_ids: [],
    }),
  );
  const byCode = new Map(cities.map((city) => [city.code, city]));
  for (const venue of venues.venues) {
    const city = byCode.get(venue.city_code);
    if (!city || city.name !== venue.city) {
      throw new Error(
        `the city list has no ${venue.city} (${venue.city_code}) of ${venue.name_en}`,
      );
    }
    city.venue_ids.push(venue.id);
    if (!city.world_cups.includes(venue.world_cup)) city.world_cups.push(venue.world_cup);
  }
  const groups = new Map<string, City[]>();
  for (const city of [...cities].sort((a, b) => a.pinyin.localeCompare(b.pinyin))) {
    groups.set(city.initial, [...(groups.get(city.initial) ?? []), city]);
  }
  const list: CityList = {
    groups: [...groups.keys()].sort().map((initial) => ({
      initial,
      cities: groups.get(initial) ?? [],
    })),
    total: cities.length,
  };
  return { list, byCode: (code) => byCode.get(code) };
}
