/** Pitch length and width in metres: the drawing is to scale, so the field keeps this ratio. */
export const PITCH_LENGTH_M = 105;
export const PITCH_WIDTH_M = 68;

const PENALTY_AREA = { width: 40.32, depth: 16.5 };
const GOAL_AREA = { width: 18.32, depth: 5.5 };
const GOAL_WIDTH = 7.32;
const CENTRE_CIRCLE_R = 9.15;
const PENALTY_SPOT = 11;

/** The arc of the penalty area: the part of the 9.15 m circle round the spot outside the area. */
function arcPath(top: boolean): string {
  const dy = PENALTY_AREA.depth - PENALTY_SPOT;
  const dx = Math.sqrt(CENTRE_CIRCLE_R ** 2 - dy ** 2);
  const cx = PITCH_WIDTH_M / 2;
  const y = top ? PENALTY_AREA.depth : PITCH_LENGTH_M - PENALTY_AREA.depth;
  return `M${cx - dx} ${y}A${CENTRE_CIRCLE_R} ${CENTRE_CIRCLE_R} 0 0 ${top ? 0 : 1} ${cx + dx} ${y}`;
}

function End({ top }: { top: boolean }) {
  const cx = PITCH_WIDTH_M / 2;
  const y = (depth: number, height: number) => (top ? depth : PITCH_LENGTH_M - depth - height);
  return (
    <>
      <rect
        x={cx - PENALTY_AREA.width / 2}
        y={y(0, PENALTY_AREA.depth)}
        width={PENALTY_AREA.width}
        height={PENALTY_AREA.depth}
      />
      <rect
        x={cx - GOAL_AREA.width / 2}
        y={y(0, GOAL_AREA.depth)}
        width={GOAL_AREA.width}
        height={GOAL_AREA.depth}
      />
      <path d={arcPath(top)} />
      <circle
        cx={cx}
        cy={top ? PENALTY_SPOT : PITCH_LENGTH_M - PENALTY_SPOT}
        r={0.35}
        className="lineup-lines__spot"
      />
      <rect
        x={cx - GOAL_WIDTH / 2}
        y={top ? -1.2 : PITCH_LENGTH_M}
        width={GOAL_WIDTH}
        height={1.2}
        className="lineup-lines__goal"
      />
    </>
  );
}

/** The markings of a football pitch, to scale, drawn as thin lines over the field's grass. */
export function PitchLines() {
  return (
    <svg
      className="lineup-lines"
      viewBox={`0 0 ${PITCH_WIDTH_M} ${PITCH_LENGTH_M}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <rect x={0} y={0} width={PITCH_WIDTH_M} height={PITCH_LENGTH_M} />
      <line x1={0} x2={PITCH_WIDTH_M} y1={PITCH_LENGTH_M / 2} y2={PITCH_LENGTH_M / 2} />
      <circle cx={PITCH_WIDTH_M / 2} cy={PITCH_LENGTH_M / 2} r={CENTRE_CIRCLE_R} />
      <circle
        cx={PITCH_WIDTH_M / 2}
        cy={PITCH_LENGTH_M / 2}
        r={0.35}
        className="lineup-lines__spot"
      />
      <End top />
      <End top={false} />
    </svg>
  );
}
