import { describe, expect, it } from 'vitest';
import { buildCityDirectory } from '../../../location/city-directory';
import { loadCatalog } from '../../load-catalog';
import { resolveDataDir } from '../../shared/data-dir';
import { parseCoordinates } from '../coordinates';
import { loadVenues } from '../load-venues';

describe('parseCoordinates', () => {
  it('reads degrees, minutes and seconds, decimal seconds and the four hemispheres', () => {
    // 25°25'15.1"N 51°29'25.4"E (Lusail): 25 + 25/60 + 15.1/3600, 51 + 29/60 + 25.4/3600.
    expect(parseCoordinates(`25°25'15.1"N 51°29'25.4"E`)).toEqual({
      latitude: 25.420861,
      longitude: 51.490389,
    });
    expect(parseCoordinates(`33°51'54"S 151°12'36"W`)).toEqual({
      latitude: -33.865,
      longitude: -151.21,
    });
    expect(() => parseCoordinates('55.7, 37.5')).toThrow(/not a coordinate pair/);
  });
});

describe('loadVenues', () => {
  const venues = loadVenues(resolveDataDir());

  it('reads the 20 stadiums of the two World Cups with Chinese names and a city of the list', () => {
    expect(venues.venues).toHaveLength(20);
    expect(venues.venues.every((venue) => /[\u4e00-\u9fff]/.test(venue.name))).toBe(true);
    const cities = buildCityDirectory(venues);
    for (const venue of venues.venues) {
      expect(cities.byCode(venue.city_code)?.venue_ids).toContain(venue.id);
    }
    expect(venues.byId('lusail-stadium')).toMatchObject({
      capacity: 88966,
      city: '卢赛尔',
      world_cup: 2022,
    });
  });

  it('finds the venue of every replayed football match and none for the basketball games', () => {
    const catalog = loadCatalog();
    const found = Object.fromEntries(
      catalog.matches.map((match) => [match.id, venues.forMatchVenue(match.venue)?.id ?? null]),
    );
    expect(found).toMatchObject({
      '2058017': 'luzhniki-stadium',
      '2058003': 'kazan-arena',
      '2057960': 'fisht-olympic-stadium',
      '2058015': 'luzhniki-stadium',
      '2058004': 'luzhniki-stadium',
      '2058009': 'otkritie-arena',
      '401656359': null,
      '401656363': null,
    });
    const football = catalog.matches.filter((match) => match.sport === 'football');
    expect(football.filter((match) => found[match.id] === null)).toEqual([]);
    // Every 2018 stadium hosted a replayed match.
    expect(new Set(football.map((match) => found[match.id])).size).toBe(12);
  });
});
