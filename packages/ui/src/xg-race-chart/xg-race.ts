import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import type { ChartPoint } from '../line-chart/line-chart-scale';

/** One team's line of an xG race and its goals. */
export interface XgRaceLine {
  /** Starts at (0, 0); one point per shot, at its minute, holding the running total of xG. */
  points: ChartPoint[];
  total: number;
}

/** A goal on the race's time axis, for the side it counted for. */
export interface XgRaceGoal {
  id: string;
  side: 1 | 2;
  minute: number;
  minute_text: string;
  player_name: string;
  kind: 'goal' | 'penalty' | 'own_goal';
}

/** The running xG of both sides, by shot, in match order. */
export function xgRace(shots: readonly FootballShot[]): { home: XgRaceLine; away: XgRaceLine } {
  const line = (side: 1 | 2): XgRaceLine => {
    let total = 0;
    const points: ChartPoint[] = [{ x: 0, y: 0 }];
    for (const shot of [...shots].sort((a, b) => a.minute - b.minute)) {
      if (shot.side !== side) continue;
      total += shot.xg;
      points.push({ x: shot.minute, y: total });
    }
    return { points, total };
  };
  return { home: line(1), away: line(2) };
}

/** Every goal so far, from shots and own goals, in match order. */
export function raceGoals(
  shots: readonly FootballShot[],
  ownGoals: readonly FootballOwnGoal[],
): XgRaceGoal[] {
  return [
    ...shots
      .filter((shot) => shot.outcome === 'goal')
      .map((shot) => ({
        id: shot.id,
        side: shot.side,
        minute: shot.minute,
        minute_text: shot.minute_text,
        player_name: shot.player_name,
        kind: shot.kind === 'penalty' ? ('penalty' as const) : ('goal' as const),
      })),
    ...ownGoals.map((goal) => ({ ...goal, kind: 'own_goal' as const })),
  ].sort((a, b) => a.minute - b.minute);
}
