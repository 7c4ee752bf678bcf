import { describe, expect, it } from 'vitest';
import { type RecentMatch, summarizeForm } from '../contract/index';

function match(
  home: number,
  away: number,
  isHome: boolean,
  result: RecentMatch['result'],
): RecentMatch {
  const team = { id: '1', name: '甲', code: 'AAA' };
  const other = { id: '2', name: '乙', code: 'BBB' };
  return {
    match_id: `${home}-${away}-${isHome}`,
    kickoff: '2018-07-01T14:00:00.000Z',
    competition: '世界杯',
    home_team: isHome ? team : other,
    away_team: isHome ? other : team,
    home_score: home,
    away_score: away,
    half_score: null,
    regular_score: null,
    penalty_score: null,
    result,
    is_home: isHome,
  };
}

describe('summarizeForm', () => {
  it('counts results and goals from the team’s side, home or away', () => {
    const matches = [
      match(2, 1, true, 'win'),
      match(3, 0, false, 'lose'),
      match(1, 1, false, 'draw'),
    ];
    // For: 2 (home) + 0 (away, lost 3-0) + 1 = 3; against: 1 + 3 + 1 = 5.
    expect(summarizeForm(matches)).toEqual({
      played: 3,
      win: 1,
      draw: 1,
      lose: 1,
      goals_for: 3,
      goals_against: 5,
    });
  });

  it('is all zeros for no matches', () => {
    expect(summarizeForm([])).toEqual({
      played: 0,
      win: 0,
      draw: 0,
      lose: 0,
      goals_for: 0,
      goals_against: 0,
    });
  });
});
