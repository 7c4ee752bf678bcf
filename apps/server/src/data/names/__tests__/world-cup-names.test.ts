import { describe, expect, it } from 'vitest';
import { rawData } from '../../__tests__/shared-catalog';
import type { WyscoutCompetitionFile } from '../../football/wyscout-types';
import {
  footballTeamByName,
  openfootballNameOfWyscoutTeam,
  wyscoutIdOfTeam,
} from '../football-teams';
import { stadiumOf } from '../venues';
import { worldCup2018PlayerName } from '../world-cup-2018-player-names';
import { WORLD_CUP_2018_PLAYERS } from '../world-cup-2018-players';

const meta = rawData<WyscoutCompetitionFile>('football', 'wyscout', 'world-cup-2018.json');

describe('names of the World Cup 2018', () => {
  it('gives all 32 teams a Chinese name, joined to openfootball both ways', () => {
    expect(meta.teams).toHaveLength(32);
    for (const team of meta.teams) {
      const name = openfootballNameOfWyscoutTeam(team.wyId);
      expect(name === team.name || (team.name === 'Korea Republic' && name === 'South Korea')).toBe(
        true,
      );
      expect(footballTeamByName(name).name).toMatch(/^\p{Script=Han}+$/u);
      expect(wyscoutIdOfTeam(name)).toBe(team.wyId);
    }
  });

  it('writes Chinese names only for players of the squads, and never two for one player', () => {
    const squad = new Set(meta.players.map((player) => player.wyId));
    let written = 0;
    for (const player of meta.players) {
      const name = worldCup2018PlayerName(player.wyId);
      if (name === undefined) continue;
      written += 1;
      expect(name).toMatch(/^[\p{Script=Han}·-]+$/u);
      expect(WORLD_CUP_2018_PLAYERS[player.wyId]).toBeUndefined();
    }
    expect(written + Object.keys(WORLD_CUP_2018_PLAYERS).length).toBeGreaterThan(400);
    for (const id of Object.keys(WORLD_CUP_2018_PLAYERS)) expect(squad.has(Number(id))).toBe(true);
    expect(worldCup2018PlayerName(8717)).toBe('凯恩');
    expect(worldCup2018PlayerName(14911)).toBe('孙兴慜');
  });

  it('knows every stadium of both World Cups under each of its spellings', () => {
    for (const match of meta.matches) expect(stadiumOf(match.venue)).toBeDefined();
    for (const year of ['2018', '2022']) {
      const file = rawData<{ matches: { ground: string }[] }>(
        'football',
        'openfootball',
        'worldcup',
        year,
        'worldcup.json',
      );
      for (const match of file.matches)
        expect(stadiumOf(match.ground)?.name).toMatch(/\p{Script=Han}/u);
    }
    expect(stadiumOf('Luzhniki Stadium, Moscow')).toEqual({
      key: 'Luzhniki Stadium',
      name: '莫斯科卢日尼基体育场',
    });
    expect(stadiumOf('Olimpiyskiy stadion Luzhniki')?.key).toBe('Luzhniki Stadium');
    expect(stadiumOf('Atlantis Arena')).toBeUndefined();
  });
});
