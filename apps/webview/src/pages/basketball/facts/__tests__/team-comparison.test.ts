import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { describe, expect, it } from 'vitest';
import { teamComparison } from '../team-comparison';

const side = (
  points: number,
  fg: [number, number, number],
  fg3: [number, number, number],
  ft: [number, number, number],
  rest: {
    oreb: number;
    dreb: number;
    ast: number;
    stl: number;
    blk: number;
    to: number;
    pf: number;
  },
  final: { paint: number; fast: number } | null,
) => ({
  points,
  fg_made: fg[0],
  fg_attempted: fg[1],
  fg_pct: fg[2],
  fg3_made: fg3[0],
  fg3_attempted: fg3[1],
  fg3_pct: fg3[2],
  ft_made: ft[0],
  ft_attempted: ft[1],
  ft_pct: ft[2],
  offensive_rebounds: rest.oreb,
  defensive_rebounds: rest.dreb,
  rebounds: rest.oreb + rest.dreb,
  assists: rest.ast,
  steals: rest.stl,
  blocks: rest.blk,
  turnovers: rest.to,
  fouls: rest.pf,
  points_in_paint: final?.paint ?? null,
  fast_break_points: final?.fast ?? null,
});

/** ESPN's final team box score of the 2024 Finals, Game 5: BOS 106, DAL 88. */
const GAME_5: Pick<BasketballMatchPage, 'totals' | 'stats'> = {
  totals: {
    home: side(
      106,
      [38, 89, 42.7],
      [13, 39, 33.3],
      [17, 20, 85],
      { oreb: 15, dreb: 36, ast: 25, stl: 9, blk: 2, to: 9, pf: 15 },
      { paint: 42, fast: 16 },
    ),
    away: side(
      88,
      [35, 78, 44.9],
      [11, 37, 29.7],
      [7, 13, 53.8],
      { oreb: 7, dreb: 28, ast: 18, stl: 4, blk: 4, to: 13, pf: 20 },
      { paint: 42, fast: 9 },
    ),
  },
  stats: [
    { key: 'fg_made', label: '投篮命中', home: 38, away: 35 },
    { key: 'fg_attempted', label: '投篮出手', home: 89, away: 78 },
    { key: 'rebounds', label: '篮板', home: 51, away: 35 },
    { key: 'turnovers', label: '失误', home: 9, away: 13 },
    { key: 'points_in_paint', label: '内线得分', home: 42, away: 42 },
  ],
};

describe('teamComparison', () => {
  it('shows shooting as made-attempted with the percentage, split by percentage', () => {
    const [fg, fg3, ft] = teamComparison(GAME_5);
    expect(fg).toMatchObject({ label: '投篮', homeText: '38-89 42.7%', awayText: '35-78 44.9%' });
    expect(fg).toMatchObject({ home: 42.7, away: 44.9 });
    expect(fg3?.homeText).toBe('13-39 33.3%');
    expect(ft?.awayText).toBe('7-13 53.8%');
    expect(ft?.homeText).toBe('17-20 85.0%');
  });

  it('keeps the other statistics in the page order, without repeating made and attempted', () => {
    const keys = teamComparison(GAME_5).map((row) => row.key);
    expect(keys).toEqual(['fg', 'fg3', 'ft', 'rebounds', 'turnovers', 'points_in_paint']);
  });

  it('counts fewer turnovers as better', () => {
    const turnovers = teamComparison(GAME_5).find((row) => row.key === 'turnovers');
    expect(turnovers?.better).toBe('lower');
  });

  it('shows a dash for a percentage before the first attempt', () => {
    const before = {
      ...GAME_5,
      totals: {
        home: { ...GAME_5.totals.home, ft_made: 0, ft_attempted: 0, ft_pct: null },
        away: GAME_5.totals.away,
      },
    };
    expect(teamComparison(before)[2]).toMatchObject({ home: 0, homeText: '0-0 -' });
  });
});
