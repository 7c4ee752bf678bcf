import type { ReactNode } from 'react';
import { FieldSvg } from '../field-svg/field-svg';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { GOAL_DEPTH_M, GOAL_WIDTH_M, PITCH_LENGTH_M, PITCH_WIDTH_M } from './pitch-geometry';
import './pitch.css';

/** Props of {@link Pitch}. */
export interface PitchProps {
  /** What is drawn on the pitch, in metres from its top-left corner (see `wyscoutToPitch`). */
  children?: ReactNode;
  /** Accessible name of the drawing. @default '足球场' */
  label?: string;
  /**
   * `img` for a picture; `group` when `children` hold controls (an image's children are hidden
   * from assistive technology). @default 'img'
   */
  role?: 'img' | 'group';
  className?: string;
}

const CENTRE_CIRCLE_M = 9.15;
const PENALTY_AREA = { depth: 16.5, width: 40.32 };
const GOAL_AREA = { depth: 5.5, width: 18.32 };
const PENALTY_SPOT_M = 11;
const SPOT_RADIUS_M = 0.3;
/** Room around the lines so the goals and the marks on the touchlines are not cut off. */
const MARGIN_M = 2.5;

const MID_X = PITCH_LENGTH_M / 2;
const MID_Y = PITCH_WIDTH_M / 2;

/** The markings of one end: penalty area, goal area, spot, the arc outside the area, the goal. */
function PitchEnd({ right }: { right: boolean }) {
  // Mirror the left end's drawing for the right one.
  const at = (x: number) => (right ? PITCH_LENGTH_M - x : x);
  const box = (depth: number, width: number) => (
    <rect
      x={right ? PITCH_LENGTH_M - depth : 0}
      y={MID_Y - width / 2}
      width={depth}
      height={width}
    />
  );
  // The arc is the part of the circle round the spot that lies outside the penalty area.
  const dx = PENALTY_AREA.depth - PENALTY_SPOT_M;
  const dy = Math.sqrt(CENTRE_CIRCLE_M ** 2 - dx ** 2);
  const arcX = at(PENALTY_AREA.depth);
  return (
    <g>
      {box(PENALTY_AREA.depth, PENALTY_AREA.width)}
      {box(GOAL_AREA.depth, GOAL_AREA.width)}
      <circle className="kq-pitch__spot" cx={at(PENALTY_SPOT_M)} cy={MID_Y} r={SPOT_RADIUS_M} />
      <path
        d={`M${arcX} ${MID_Y - dy}A${CENTRE_CIRCLE_M} ${CENTRE_CIRCLE_M} 0 0 ${right ? 0 : 1} ${arcX} ${MID_Y + dy}`}
      />
      <rect
        className="kq-pitch__goal"
        x={right ? PITCH_LENGTH_M : -GOAL_DEPTH_M}
        y={MID_Y - GOAL_WIDTH_M / 2}
        width={GOAL_DEPTH_M}
        height={GOAL_WIDTH_M}
      />
    </g>
  );
}

/**
 * A football pitch drawn to scale (105 × 68 m, left to right) in the dark theme, for charts to draw
 * on: its children use metres from the top-left corner, so they scale with the pitch.
 */
export function Pitch({
  children,
  label = ANALYSIS_TEXT.pitch.label,
  role = 'img',
  className,
}: PitchProps) {
  return (
    <FieldSvg
      width={PITCH_LENGTH_M}
      height={PITCH_WIDTH_M}
      margin={MARGIN_M}
      className={['kq-pitch', className].filter(Boolean).join(' ')}
      surfaceClassName="kq-pitch__grass"
      role={role}
      label={label}
    >
      <g className="kq-pitch__lines">
        <rect x={0} y={0} width={PITCH_LENGTH_M} height={PITCH_WIDTH_M} />
        <line x1={MID_X} x2={MID_X} y1={0} y2={PITCH_WIDTH_M} />
        <circle cx={MID_X} cy={MID_Y} r={CENTRE_CIRCLE_M} />
        <circle className="kq-pitch__spot" cx={MID_X} cy={MID_Y} r={SPOT_RADIUS_M} />
        <PitchEnd right={false} />
        <PitchEnd right />
      </g>
      {children}
    </FieldSvg>
  );
}
