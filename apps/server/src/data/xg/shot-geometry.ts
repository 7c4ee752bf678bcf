/** Pitch size used to turn Wyscout's percentages into metres (the data records no pitch size). */
export const PITCH_LENGTH_M = 105;
export const PITCH_WIDTH_M = 68;
/** Width of the goal mouth, in metres. */
export const GOAL_WIDTH_M = 7.32;

/** Where a shot was taken from, as the goal sees it. */
export interface ShotGeometry {
  /** Straight-line distance to the centre of the goal, metres. */
  distance: number;
  /** Angle the goal mouth opens from the shot's position, radians (0 on the goal line, π on it). */
  angle: number;
}

/**
 * The geometry of a shot from its Wyscout position (0–100 each way, x = 100 the goal line attacked,
 * y = 50 the middle). A shot recorded in the shooter's own half is a known source defect (one team's
 * shots mirrored for part of a match; 5 of the 116 such rows are goals) and is read mirrored.
 */
export function shotGeometry(x: number, y: number): ShotGeometry {
  const [sx, sy] = x < 50 ? [100 - x, 100 - y] : [x, y];
  const along = ((100 - sx) / 100) * PITCH_LENGTH_M;
  const across = ((sy - 50) / 100) * PITCH_WIDTH_M;
  const half = GOAL_WIDTH_M / 2;
  let angle = Math.atan2(GOAL_WIDTH_M * along, along * along + across * across - half * half);
  if (angle < 0) angle += Math.PI;
  return { distance: Math.hypot(along, across), angle };
}
