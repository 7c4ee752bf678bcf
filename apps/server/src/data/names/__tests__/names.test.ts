import { describe, expect, it } from 'vitest';
import { worldCupCompetition } from '../competitions';
import {
  footballTeamByName,
  KNOWN_FOOTBALL_TEAM_NAMES,
  openfootballNameOfWyscoutTeam,
} from '../football-teams';
import { NBA_PLAYERS } from '../nba';
import { WORLD_CUP_2018_PLAYERS } from '../world-cup-2018-players';

describe('names', () => {
  it('gives every football team a Chinese name and a code that is unique', () => {
    const codes = KNOWN_FOOTBALL_TEAM_NAMES.map((name) => footballTeamByName(name).code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of KNOWN_FOOTBALL_TEAM_NAMES) {
      expect(footballTeamByName(name).name).toMatch(/^[\p{Script=Han}A-Z]+$/u);
    }
    expect(footballTeamByName('Croatia')).toEqual({ id: 'CRO', name: '克罗地亚', code: 'CRO' });
    expect(footballTeamByName('Manchester United FC').name).toBe('曼联');
  });

  it('refuses a team it does not know instead of guessing', () => {
    expect(() => footballTeamByName('Atlantis FC')).toThrow(/Atlantis FC/);
    expect(() => openfootballNameOfWyscoutTeam(1)).toThrow(/1/);
    expect(openfootballNameOfWyscoutTeam(9598)).toBe('Croatia');
  });

  it('writes a Chinese name for every hand-listed World Cup 2018 and NBA player', () => {
    const players = Object.values(WORLD_CUP_2018_PLAYERS);
    expect(players).toHaveLength(114);
    for (const player of [...players, ...Object.values(NBA_PLAYERS)]) {
      expect(player.zh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('names World Cup rounds in Chinese', () => {
    expect(worldCupCompetition(2018, 'Final')).toBe('2018世界杯 决赛');
    expect(worldCupCompetition(2018, 'Round of 16')).toBe('2018世界杯 1/8决赛');
    expect(worldCupCompetition(2018, 'Matchday 2', 'Group B')).toBe('2018世界杯 B组');
  });
});
