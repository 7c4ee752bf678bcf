/** Length and width of the drawn pitch in metres (the size Wyscout's percentages are read against). */
export const PITCH_LENGTH_M = 105;
export const PITCH_WIDTH_M = 68;
/** Width of a goal's mouth and how deep the net is drawn behind the line, metres. */
export const GOAL_WIDTH_M = 7.32;
export const GOAL_DEPTH_M = 2;

/** A point on the drawn pitch, metres from its top-left corner (the left goal line, top touchline). */
export interface PitchPoint {
  x: number;
  y: number;
}

/**
 * Where a Wyscout position (0–100 each way, seen by the team on the ball: x = 100 the goal it
 * attacks, y = 0 its left touchline) lies on the drawn pitch. A team attacking the right-hand goal
 * has its left touchline at the top; one attacking the left-hand goal is turned half a circle.
 */
export function wyscoutToPitch(x: number, y: number, attacksRight: boolean): PitchPoint {
  const along = (x / 100) * PITCH_LENGTH_M;
  const across = (y / 100) * PITCH_WIDTH_M;
  return attacksRight
    ? { x: along, y: across }
    : { x: PITCH_LENGTH_M - along, y: PITCH_WIDTH_M - across };
}
