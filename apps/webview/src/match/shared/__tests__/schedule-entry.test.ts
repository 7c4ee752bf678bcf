import type { BasketballScheduleGame } from '@kanqiu/core/contract/basketball';
import { describe, expect, it } from 'vitest';
import { scheduleEntry } from '../schedule-entry';

const BOS = { id: '2', name: '凯尔特人', code: 'BOS' };
const DAL = { id: '6', name: '独行侠', code: 'DAL' };

/** Game 5 of the 2024 Finals from Boston's side: 106-88, replayed by the server. */
const GAME_5: BasketballScheduleGame = {
  match_id: '401656363',
  kickoff: '2024-06-18T00:30:00.000Z',
  stage: 'finals',
  game_number: 5,
  competition: 'NBA总决赛 第5场',
  home_team: BOS,
  away_team: DAL,
  home_score: 106,
  away_score: 88,
  replay_match_id: '401656363',
  is_home: true,
  opponent: DAL,
  team_score: 106,
  opponent_score: 88,
  result: 'win',
};
/** Game 2: not replayed. */
const GAME_2: BasketballScheduleGame = {
  ...GAME_5,
  match_id: '401656360',
  game_number: 2,
  competition: 'NBA总决赛 第2场',
  home_score: 105,
  away_score: 98,
  team_score: 105,
  opponent_score: 98,
  replay_match_id: null,
};

const replays = (state: 'live' | 'upcoming' | 'finished') =>
  new Map([
    [
      '401656363',
      { state, clock_text: state === 'live' ? '第3节 5:12' : '', status_label: '第3节' },
    ],
  ]);

describe('scheduleEntry', () => {
  it('hides the result of a game while its replay is on, and says where the replay stands', () => {
    expect(scheduleEntry(GAME_5, replays('live'))).toEqual({
      kind: 'replaying',
      game: GAME_5,
      replayId: '401656363',
      clock: '第3节 5:12',
    });
  });

  it('hides the result of a game whose replay has not started', () => {
    expect(scheduleEntry(GAME_5, replays('upcoming')).kind).toBe('upcoming');
  });

  it('shows the result of a finished replay, with the link to its pages', () => {
    expect(scheduleEntry(GAME_5, replays('finished'))).toEqual({
      kind: 'result',
      game: GAME_5,
      replayId: '401656363',
    });
  });

  it('shows the result of a game the server does not replay', () => {
    expect(scheduleEntry(GAME_2, replays('live'))).toEqual({
      kind: 'result',
      game: GAME_2,
      replayId: null,
    });
  });
});
