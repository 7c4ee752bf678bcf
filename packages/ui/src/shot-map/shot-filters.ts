import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';

import type { SideChoice } from '../side-filter/side-filter';

/** Which team's shots a shot map shows: both, home (1) or away (2). */
export type ShotTeamFilter = SideChoice;
/** Which part of the match: all of it, a half, or extra time (both its halves). */
export type ShotHalfFilter = 'all' | 1 | 2 | 'extra';

const HALF_END_MINUTE = 45;
const FULL_TIME_MINUTE = 90;

/**
 * The half an own goal fell in, from its minute (an own goal carries no half): stoppage time keeps
 * the minute of the half's end (45+2' is 45), and the second half starts at 46'.
 */
export function halfOfMinute(minute: number): 1 | 2 | 'extra' {
  if (minute <= HALF_END_MINUTE) return 1;
  if (minute <= FULL_TIME_MINUTE) return 2;
  return 'extra';
}

function inHalf(half: 1 | 2 | 'extra', filter: ShotHalfFilter): boolean {
  return filter === 'all' || filter === half;
}

/** The shots the filters let through, in the given order. */
export function filterShots(
  shots: readonly FootballShot[],
  team: ShotTeamFilter,
  half: ShotHalfFilter,
): FootballShot[] {
  return shots.filter(
    (shot) =>
      (team === 'both' || shot.side === team) &&
      inHalf(shot.half >= 3 ? 'extra' : (shot.half as 1 | 2), half),
  );
}

/** The own goals the filters let through; `team` is the side each counted for. */
export function filterOwnGoals(
  ownGoals: readonly FootballOwnGoal[],
  team: ShotTeamFilter,
  half: ShotHalfFilter,
): FootballOwnGoal[] {
  return ownGoals.filter(
    (goal) => (team === 'both' || goal.side === team) && inHalf(halfOfMinute(goal.minute), half),
  );
}

/** Whether the match went to extra time, as far as its shots and own goals tell. */
export function hasExtraTime(
  shots: readonly FootballShot[],
  ownGoals: readonly FootballOwnGoal[],
): boolean {
  return (
    shots.some((shot) => shot.half >= 3) ||
    ownGoals.some((goal) => halfOfMinute(goal.minute) === 'extra')
  );
}
