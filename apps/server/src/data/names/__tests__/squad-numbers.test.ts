import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import { parseSquadList } from '../squad-list';
import { SQUAD_NUMBER_FILES, squadNumberTableSource } from '../squad-number-table';
import { matchSquadNumbers, type SquadNumberSource } from '../squad-numbers';
import { WORLD_CUP_2018_SQUAD_NUMBERS } from '../world-cup-2018-squad-numbers';

const LIST = `= World Cup 2018     # 32 Teams

== Russia     # 23 Players

       1, Igor AKINFEEV,                 GK,  b. 1986/04/08
      15, Alexey MIRANCHUK,              MF,  b. 1995/10/17
      16, Anton Miranchuk,               MF,  b. 1995/10/17

       -, Stanislav Cherchesov (RUS),    MG,  b. 1963/09/02
`;

function source(players: SquadNumberSource['players']): SquadNumberSource {
  return {
    teams: [{ wyId: 14358, name: 'Russia' }],
    players,
    matches: [
      {
        teamsData: {
          '14358': {
            teamId: 14358,
            formation: { lineup: players.map((player) => ({ playerId: player.wyId })), bench: [] },
          },
        },
      },
    ],
  };
}

describe('squad numbers', () => {
  it('reads a squad list without its manager, and refuses a line it does not understand', () => {
    const [russia] = parseSquadList(LIST);
    expect(russia?.team).toBe('Russia');
    expect(russia?.players.map((player) => player.shirt)).toEqual([1, 15, 16]);
    expect(russia?.players[0]).toEqual({
      shirt: 1,
      name: 'Igor AKINFEEV',
      position: 'GK',
      birthDate: '1986-04-08',
    });
    expect(() => parseSquadList(`${LIST}      17, Somebody, striker\n`)).toThrow(/line 10/);
  });

  it('matches by birth date and tells twins apart by their given names', () => {
    const { shirts, unmatched } = matchSquadNumbers(
      parseSquadList(LIST),
      source([
        {
          wyId: 1,
          shortName: 'I. Akinfeev',
          firstName: 'Igor',
          lastName: 'Akinfeev',
          birthDate: '1986-04-08',
        },
        {
          wyId: 2,
          shortName: 'An. Miranchuk',
          firstName: 'Anton',
          lastName: 'Miranchuk',
          birthDate: '1995-10-17',
        },
        {
          wyId: 3,
          shortName: 'Al. Miranchuk',
          firstName: 'Aleksey',
          lastName: 'Miranchuk',
          birthDate: '1995-10-17',
        },
      ]),
    );
    expect(Object.fromEntries(shirts)).toEqual({ 1: 1, 2: 16, 3: 15 });
    expect(unmatched).toEqual([]);
  });

  it('falls back to the name when a source has the birth date wrong, and reports who is left', () => {
    const { shirts, unmatched } = matchSquadNumbers(
      parseSquadList(LIST),
      source([
        {
          wyId: 1,
          shortName: 'I. Akinfeev',
          firstName: 'Igor',
          lastName: 'Akinfeev',
          birthDate: '1986-08-04',
        },
      ]),
    );
    expect(Object.fromEntries(shirts)).toEqual({ 1: 1 });
    expect(unmatched).toEqual(['Russia 15 Alexey MIRANCHUK', 'Russia 16 Anton Miranchuk']);
  });

  it('ships a table that is what the data files give today', () => {
    const dataDir = resolveDataDir();
    const shipped = readFileSync(join(dataDir, SQUAD_NUMBER_FILES.table), 'utf8');
    expect(shipped).toBe(squadNumberTableSource(dataDir));
  });

  it('numbers all 736 players of the lineups and benches, as the tournament knew them', () => {
    const dataDir = resolveDataDir();
    const wyscout = JSON.parse(
      readFileSync(join(dataDir, SQUAD_NUMBER_FILES.wyscout), 'utf8'),
    ) as SquadNumberSource;
    expect(Object.keys(WORLD_CUP_2018_SQUAD_NUMBERS)).toHaveLength(736);
    const shirtOf = (shortName: string) =>
      WORLD_CUP_2018_SQUAD_NUMBERS[
        wyscout.players.find((player) => player.shortName === shortName)?.wyId ?? -1
      ];
    expect(shirtOf('L. Modrić')).toBe(10);
    expect(shirtOf('K. Mbappé')).toBe(10);
    expect(shirtOf('H. Kane')).toBe(9);
    expect(shirtOf('A. Griezmann')).toBe(7);
    expect(shirtOf('K. Trippier')).toBe(12);
    expect(shirtOf('Cristiano Ronaldo')).toBe(7);
  });
});
