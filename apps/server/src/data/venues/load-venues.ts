import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Venue } from '@kanqiu/core/contract/user';
import { parseCoordinates } from './coordinates';
import { HOST_CITIES, MATCH_VENUE_IDS, STADIUM_NAMES_ZH, WORLD_CUP_HOSTS } from './venue-names';

/** The World Cups whose stadium files are in the data directory. */
const STADIUM_FILES = [2018, 2022] as const;

interface StadiumFile {
  stadiums: { city: string; timezone: string; name: string; capacity: number; coords: string }[];
}

/** The venues of the stadium data, and the venue of a match. */
export interface VenueDirectory {
  /** Every venue: 2018's then 2022's, each World Cup in the file's order. */
  readonly venues: readonly Venue[];
  /** A venue by its id. */
  byId(id: string): Venue | undefined;
  /** The venue of a match, by the match list's Chinese venue name; `undefined` when not in the data. */
  forMatchVenue(venueName: string | null | undefined): Venue | undefined;
}

/**
 * Reads openfootball's World Cup stadium files (`football/openfootball/worldcup/<year>/
 * worldcup.stadiums.json`): name, city, capacity, time zone and coordinates of each stadium, with
 * the Chinese names written in `venue-names.ts`.
 *
 * @throws Error naming the stadium or city that has no Chinese name, or the file that is missing.
 */
export function loadVenues(dataDir: string): VenueDirectory {
  const venues: Venue[] = [];
  for (const year of STADIUM_FILES) {
    const file = join(
      dataDir,
      'football',
      'openfootball',
      'worldcup',
      String(year),
      'worldcup.stadiums.json',
    );
    const data = JSON.parse(readFileSync(file, 'utf8')) as StadiumFile;
    for (const stadium of data.stadiums) {
      const cityEn = stadium.city.replace(/\s*\(\d+\)$/, '');
      const city = HOST_CITIES[cityEn];
      const name = STADIUM_NAMES_ZH[stadium.name];
      if (!city || !name) {
        throw new Error(
          `${file}: no Chinese name for ${city ? `the stadium ${stadium.name}` : `the city ${cityEn}`}`,
        );
      }
      const { latitude, longitude } = parseCoordinates(stadium.coords);
      venues.push({
        id: venueId(stadium.name),
        name,
        name_en: stadium.name,
        city: city.name,
        city_en: cityEn,
        city_code: city.code,
        country: WORLD_CUP_HOSTS[year] ?? '',
        capacity: stadium.capacity,
        latitude,
        longitude,
        timezone: stadium.timezone,
        world_cup: year,
        map_url: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
      });
    }
  }
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  if (byId.size !== venues.length) throw new Error('two stadiums of the data share an id');
  return {
    venues,
    byId: (id) => byId.get(id),
    forMatchVenue: (venueName) => {
      const id = venueName ? MATCH_VENUE_IDS[venueName] : undefined;
      return id ? byId.get(id) : undefined;
    },
  };
}

/** `Otkritie Arena (Spartak Stadium)` → `otkritie-arena`. */
function venueId(name: string): string {
  return name
    .replace(/\s*\(.*\)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
