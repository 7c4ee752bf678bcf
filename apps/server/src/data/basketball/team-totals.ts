import type { BasketballPlayerBox, BasketballTeamTotals } from '@kanqiu/core/contract/basketball';
import type { FinalTeamExtras } from './game-facts';

/** `made / attempted` in percent with one decimal (`42.7`); `null` without an attempt. */
export function shootingPercent(made: number, attempted: number): number | null {
  return attempted > 0 ? Math.round((made / attempted) * 1000) / 10 : null;
}

/**
 * A team's totals from its players' lines so far, plus the turnovers charged to the team itself;
 * `extras` (ESPN's final points in the paint and fast-break points) only once the game is over.
 */
export function teamTotals(
  players: readonly BasketballPlayerBox[],
  teamTurnovers: number,
  extras: FinalTeamExtras | null,
): BasketballTeamTotals {
  const sum = (field: keyof BasketballPlayerBox) =>
    players.reduce((total, player) => total + (player[field] as number), 0);
  const fgMade = sum('fg_made');
  const fgAttempted = sum('fg_attempted');
  const fg3Made = sum('fg3_made');
  const fg3Attempted = sum('fg3_attempted');
  const ftMade = sum('ft_made');
  const ftAttempted = sum('ft_attempted');
  return {
    points: sum('points'),
    fg_made: fgMade,
    fg_attempted: fgAttempted,
    fg_pct: shootingPercent(fgMade, fgAttempted),
    fg3_made: fg3Made,
    fg3_attempted: fg3Attempted,
    fg3_pct: shootingPercent(fg3Made, fg3Attempted),
    ft_made: ftMade,
    ft_attempted: ftAttempted,
    ft_pct: shootingPercent(ftMade, ftAttempted),
    offensive_rebounds: sum('offensive_rebounds'),
    defensive_rebounds: sum('defensive_rebounds'),
    rebounds: sum('rebounds'),
    assists: sum('assists'),
    steals: sum('steals'),
    blocks: sum('blocks'),
    turnovers: sum('turnovers') + teamTurnovers,
    fouls: sum('fouls'),
    points_in_paint: extras?.pointsInPaint ?? null,
    fast_break_points: extras?.fastBreakPoints ?? null,
  };
}
