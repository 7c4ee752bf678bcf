import type { BasketballSeriesGame } from '@kanqiu/core/contract/basketball';
import { matchResult } from '@kanqiu/ui';
import { describe, expect, it } from 'vitest';
import { meetingBoard } from '../meeting-board';

const BOS = { id: '2', name: '凯尔特人', code: 'BOS' };
const DAL = { id: '6', name: '独行侠', code: 'DAL' };

const game = (
  match_id: string,
  kickoff: string,
  home: typeof BOS,
  away: typeof BOS,
  home_score: number,
  away_score: number,
): BasketballSeriesGame => ({
  match_id,
  kickoff,
  stage: 'regular',
  game_number: null,
  competition: '2023-24赛季常规赛',
  home_team: home,
  away_team: away,
  home_score,
  away_score,
  replay_match_id: null,
});

/** The two regular-season meetings of 2023-24 (ESPN). */
const MEETINGS = [
  game('401585239', '2024-01-23T01:30:00.000Z', DAL, BOS, 110, 119),
  game('401585487', '2024-03-02T00:30:00.000Z', BOS, DAL, 138, 110),
];

describe('meetingBoard', () => {
  it('lists every meeting in both teams’ lists, newest first, dated in Beijing time', () => {
    const board = meetingBoard(MEETINGS, { home: BOS, away: DAL });
    expect(board.map((m) => `${m.team} ${m.date}`)).toEqual([
      'home 2024-03-02',
      'home 2024-01-23',
      'away 2024-03-02',
      'away 2024-01-23',
    ]);
  });

  it('sees each meeting from its team: where it played and whether it won', () => {
    const board = meetingBoard(MEETINGS, { home: BOS, away: DAL });
    const inDallas = board.filter((m) => m.date === '2024-01-23');
    expect(inDallas.map((m) => [m.team, m.venue, matchResult(m)])).toEqual([
      ['home', 'away', 'win'],
      ['away', 'home', 'lose'],
    ]);
  });
});
