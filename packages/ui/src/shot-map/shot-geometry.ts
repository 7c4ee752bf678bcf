import type { FootballShot } from '@kanqiu/core/contract/football';
import { PITCH_LENGTH_M, PITCH_WIDTH_M, wyscoutToPitch } from '../pitch/pitch-geometry';

/** Radius of a shot of xG 0 and of xG 1, metres on the pitch; the area grows with the xG. */
export const SHOT_RADIUS_MIN_M = 1.1;
export const SHOT_RADIUS_MAX_M = 4.2;
/** The tap area of a small shot reaches this radius (about 10 px on a 360 px phone). */
export const SHOT_HIT_RADIUS_M = 2.6;
/** Half the size of an own goal's diamond and the gap between two in one goal, metres. */
export const OWN_GOAL_SIZE_M = 1.5;
const OWN_GOAL_GAP_M = 3.2;
/** How far behind the goal line an own goal's diamond sits, so it stays inside the drawing. */
const OWN_GOAL_BEHIND_M = 0.9;

/** Where a mark is drawn on the pitch and how big, metres. */
export interface MarkPlace {
  x: number;
  y: number;
  r: number;
}

/** A shot's radius: its area in proportion to its xG above a visible minimum. */
export function xgRadius(xg: number): number {
  const share = Math.min(1, Math.max(0, xg));
  return Math.sqrt(
    SHOT_RADIUS_MIN_M ** 2 + share * (SHOT_RADIUS_MAX_M ** 2 - SHOT_RADIUS_MIN_M ** 2),
  );
}

/** The home side attacks the right-hand goal, the away side the left-hand one. */
export function attacksRight(side: 1 | 2): boolean {
  return side === 1;
}

/** Where a shot is drawn: from where it was struck, towards the goal its side attacks. */
export function shotPlace(shot: Pick<FootballShot, 'x' | 'y' | 'xg' | 'side'>): MarkPlace {
  return { ...wyscoutToPitch(shot.x, shot.y, attacksRight(shot.side)), r: xgRadius(shot.xg) };
}

/**
 * Where the `index`-th own goal for `side` is drawn: inside the net of the goal that side attacks,
 * one below another from the middle. An own goal has no shot position in the data, so it is drawn
 * where no shot can be, not at a made-up spot.
 */
export function ownGoalPlace(side: 1 | 2, index: number): MarkPlace {
  const right = attacksRight(side);
  const offset = (index % 2 === 0 ? 1 : -1) * Math.ceil(index / 2) * OWN_GOAL_GAP_M;
  return {
    x: right ? PITCH_LENGTH_M + OWN_GOAL_BEHIND_M : -OWN_GOAL_BEHIND_M,
    y: PITCH_WIDTH_M / 2 + offset,
    r: OWN_GOAL_SIZE_M,
  };
}
