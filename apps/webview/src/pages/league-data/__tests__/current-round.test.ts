import type { ScheduleMatch } from '@kanqiu/core/contract/football';
import { describe, expect, it } from 'vitest';
import { currentRound } from '../current-round';

const TEAM = { id: 'LIV', name: '利物浦', code: 'LIV' };

const match = (id: string, finished: boolean): ScheduleMatch => ({
  match_id: id,
  kickoff: '2026-03-14T15:00:00.000Z',
  time_known: true,
  home_team: TEAM,
  away_team: TEAM,
  home_score: finished ? 1 : null,
  away_score: finished ? 1 : null,
  half_score: null,
  extra_time_score: null,
  penalty_score: null,
  finished,
});

describe('currentRound', () => {
  it('opens the first round with a match still to play', () => {
    const rounds = [
      { round: '第28轮', matches: [match('a', true)] },
      { round: '第29轮', matches: [match('b', true), match('c', false)] },
      { round: '第30轮', matches: [match('d', false)] },
    ];
    expect(currentRound(rounds)).toBe('第29轮');
  });

  it('opens the last round of a finished season', () => {
    const rounds = [
      { round: '半决赛', matches: [match('a', true)] },
      { round: '决赛', matches: [match('b', true)] },
    ];
    expect(currentRound(rounds)).toBe('决赛');
  });

  it('has nothing to open without rounds', () => {
    expect(currentRound([])).toBeNull();
  });
});
