import { stadiumOf } from '../names/venues';
import { readJson } from '../shared/read-json';

/** A venue as the match overview shows it. */
export interface VenueInfo {
  /** Chinese. */
  name: string;
  city: string | null;
  capacity: number | null;
}

interface StadiumsFile {
  stadiums: { name: string; city: string; capacity: number }[];
}

/** Capacities of the World Cup stadiums (openfootball's stadium lists), by stadium name. */
export class StadiumDirectory {
  private readonly capacity = new Map<string, number>();

  constructor(files: readonly StadiumsFile[]) {
    for (const file of files) {
      for (const stadium of file.stadiums) this.capacity.set(stadium.name, stadium.capacity);
    }
  }

  /**
   * The venue a source names (`Luzhniki Stadium, Moscow`, `Olimpiyskiy stadion Luzhniki`) with its
   * Chinese name, city and capacity; `null` for no name. An unknown name is shown as the source
   * writes it, without city or capacity.
   */
  venueOf(sourceName: string | null): VenueInfo | null {
    if (!sourceName) return null;
    const stadium = stadiumOf(sourceName);
    if (!stadium) return { name: sourceName, city: null, capacity: null };
    return {
      name: stadium.name,
      city: stadium.city,
      capacity: this.capacity.get(stadium.key) ?? null,
    };
  }
}

/** The stadium lists of the World Cups 2018 and 2022. */
export function loadStadiums(dataDir: string): StadiumDirectory {
  return new StadiumDirectory(
    ['2018', '2022'].map((year) =>
      readJson<StadiumsFile>(
        dataDir,
        'football',
        'openfootball',
        'worldcup',
        year,
        'worldcup.stadiums.json',
      ),
    ),
  );
}
