import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import {
  EVENT_FIELDS,
  formatEventFile,
  KEPT_TAGS,
  REDUCED_EVENTS_DIR,
  REDUCED_META_FILE,
  REDUCED_PERIODS,
  type ReducedEventFile,
  reduceEventFile,
  reduceMetadata,
} from '../reduce-wyscout';

const wyscoutDir = join(resolveDataDir(), 'football', 'wyscout');

describe('reduce-wyscout', () => {
  it('keeps the fields and tags the server reads and turns events into tuples', () => {
    const reduced = reduceEventFile(
      7,
      [10, 20],
      [
        {
          id: 1,
          eventName: 'Shot',
          subEventName: 'Shot',
          teamId: 20,
          playerId: 5,
          matchPeriod: 'E1',
          eventSec: 3.470728000000001,
          positions: [
            { x: 86, y: 65 },
            { x: 100, y: 100 },
          ],
          tags: [{ id: 101 }, { id: 403 }, { id: 201 }, { id: 1215 }, { id: 1801 }],
        },
        {
          id: 2,
          eventName: 'Duel',
          subEventName: 'Air duel',
          teamId: 10,
          playerId: 6,
          matchPeriod: 'P',
          eventSec: 9,
          positions: [{ x: 1, y: 2 }],
          tags: [{ id: 703 }, { id: 1801 }, { id: 2201 }],
        },
      ],
    );
    expect(reduced.kinds).toEqual([
      ['Shot', 'Shot'],
      ['Duel', 'Air duel'],
    ]);
    expect(reduced.events).toEqual([
      [1, 0, 1, 5, 2, 3.470728, [86, 65, 100, 100], [101, 403, 1215, 1801]],
      [2, 1, 0, 6, 4, 9, [1, 2], [703, 1801]],
    ]);
    const text = formatEventFile(reduced);
    expect(JSON.parse(text)).toEqual(reduced);
    expect(text.split('\n')).toHaveLength(5);
    expect(() => reduceEventFile(7, [10, 20], [{ ...reduced, teamId: 99 } as never])).toThrow(
      /unknown team/,
    );
  });

  it('un-escapes the double-escaped names and keeps only the squads of the matches', () => {
    const meta = reduceMetadata(
      [
        {
          wyId: 1,
          label: 'France - Croatia, 4 - 2',
          dateutc: '2018-07-15 15:00:00',
          venue: "Kazan' Arena",
          duration: 'Regular',
          winner: 4418,
          roundId: 1,
          gameweek: 0,
          groupName: '',
          teamsData: {
            '4418': {
              teamId: 4418,
              side: 'home',
              score: 4,
              scoreHT: 2,
              scoreET: 0,
              scoreP: 0,
              formation: {
                lineup: [{ playerId: 31528, yellowCards: '0', redCards: '0' }],
                bench: [],
                substitutions: 'null',
              },
            },
          },
        },
      ],
      [
        {
          wyId: 4418,
          name: 'France',
          officialName: 'France',
          area: { name: 'France', alpha3code: 'FRA' },
        },
        { wyId: 1, name: 'Other', officialName: 'Other', area: { name: 'X', alpha3code: 'XXX' } },
      ],
      [
        {
          wyId: 31528,
          shortName: 'N. Kant\\u00e9',
          firstName: 'N\\u0027Golo',
          lastName: 'Kant\\u00e9',
          birthDate: '1991-03-29',
          role: { code2: 'MD' },
        },
        {
          wyId: 2,
          shortName: 'X',
          firstName: 'X',
          lastName: 'X',
          birthDate: '',
          role: { code2: 'GK' },
        },
      ],
    );
    expect(meta.teams.map((team) => team.wyId)).toEqual([4418]);
    expect(meta.players).toEqual([
      {
        wyId: 31528,
        shortName: 'N. Kanté',
        firstName: "N'Golo",
        lastName: 'Kanté',
        birthDate: '1991-03-29',
        role: { code2: 'MD' },
      },
    ]);
  });

  it('wrote all 64 matches, compact and clean', () => {
    const meta = JSON.parse(readFileSync(join(wyscoutDir, REDUCED_META_FILE), 'utf8'));
    expect(meta.matches).toHaveLength(64);
    expect(meta.teams).toHaveLength(32);
    expect(meta.players).toHaveLength(736);
    expect(JSON.stringify(meta)).not.toMatch(/\\\\u[0-9a-f]{4}/i);
    const files = readdirSync(join(wyscoutDir, REDUCED_EVENTS_DIR));
    expect(files).toHaveLength(64);
    let events = 0;
    const strayTags: number[] = [];
    for (const name of files) {
      const file = JSON.parse(
        readFileSync(join(wyscoutDir, REDUCED_EVENTS_DIR, name), 'utf8'),
      ) as ReducedEventFile;
      expect(`${file.matchId}.json`).toBe(name);
      expect(file.fields).toEqual([...EVENT_FIELDS]);
      expect(file.periods).toEqual([...REDUCED_PERIODS]);
      for (const event of file.events) {
        for (const tag of event[7]) if (!KEPT_TAGS.has(tag)) strayTags.push(tag);
      }
      events += file.events.length;
    }
    // Every event of the source is kept (101,759 in the 64 source files); only fields and tags are dropped.
    expect(events).toBe(101_759);
    expect(strayTags).toEqual([]);
  });
});
