import type { ReactNode } from 'react';
import { FieldSvg } from '../field-svg/field-svg';

/** Court size drawn, feet: the width and half its length (NBA). */
export const COURT_WIDTH_FT = 50;
export const HALF_COURT_FT = 47;
/** The basket's centre is this far from the baseline, feet. */
export const BASKET_FROM_BASELINE_FT = 5.25;

const BASKET_X = COURT_WIDTH_FT / 2;
const BASKET_Y = BASKET_FROM_BASELINE_FT;
const RIM_RADIUS_FT = 0.75;
const BACKBOARD = { y: 4, halfWidth: 3 };
const LANE = { halfWidth: 8, length: 19 };
const FREE_THROW_RADIUS_FT = 6;
const RESTRICTED_RADIUS_FT = 4;
const THREE = { corner: 22, radius: 23.75 };
const CENTRE_RADIUS_FT = 6;
const MARGIN_FT = 1;

/** Where an ESPN court position (basket at (25, 0), `y` out from it) is drawn, feet from the baseline. */
export function courtPoint(x: number, y: number): { x: number; y: number } {
  // Heaves from beyond half court are drawn on the half-court line.
  return { x, y: Math.min(HALF_COURT_FT, Math.max(0, y + BASKET_FROM_BASELINE_FT)) };
}

/** Props of {@link BasketballCourt}. */
export interface BasketballCourtProps {
  label: string;
  /** Drawn on the court, in feet from the top-left corner (baseline at the top). */
  children?: ReactNode;
}

/**
 * An NBA half court in the dark theme, the basket at the top, in feet: lane, free-throw circle,
 * restricted area, three-point line, and the centre circle at the half-court line.
 */
export function BasketballCourt({ label, children }: BasketballCourtProps) {
  const threeDy = Math.sqrt(THREE.radius ** 2 - THREE.corner ** 2);
  const threeY = BASKET_Y + threeDy;
  return (
    <FieldSvg
      width={COURT_WIDTH_FT}
      height={HALF_COURT_FT}
      margin={MARGIN_FT}
      className="kq-shot-chart__court"
      surfaceClassName="kq-shot-chart__floor"
      role="img"
      label={label}
    >
      <g className="kq-shot-chart__lines">
        <rect x={0} y={0} width={COURT_WIDTH_FT} height={HALF_COURT_FT} />
        <rect x={BASKET_X - LANE.halfWidth} y={0} width={LANE.halfWidth * 2} height={LANE.length} />
        <path
          d={`M${BASKET_X - FREE_THROW_RADIUS_FT} ${LANE.length}A${FREE_THROW_RADIUS_FT} ${FREE_THROW_RADIUS_FT} 0 0 0 ${BASKET_X + FREE_THROW_RADIUS_FT} ${LANE.length}`}
        />
        <path
          className="kq-shot-chart__dashed"
          d={`M${BASKET_X - FREE_THROW_RADIUS_FT} ${LANE.length}A${FREE_THROW_RADIUS_FT} ${FREE_THROW_RADIUS_FT} 0 0 1 ${BASKET_X + FREE_THROW_RADIUS_FT} ${LANE.length}`}
        />
        <path
          d={`M${BASKET_X - RESTRICTED_RADIUS_FT} ${BASKET_Y}A${RESTRICTED_RADIUS_FT} ${RESTRICTED_RADIUS_FT} 0 0 0 ${BASKET_X + RESTRICTED_RADIUS_FT} ${BASKET_Y}`}
        />
        <path
          d={`M${BASKET_X - THREE.corner} 0V${threeY}A${THREE.radius} ${THREE.radius} 0 0 0 ${BASKET_X + THREE.corner} ${threeY}V0`}
        />
        <path
          d={`M${BASKET_X - CENTRE_RADIUS_FT} ${HALF_COURT_FT}A${CENTRE_RADIUS_FT} ${CENTRE_RADIUS_FT} 0 0 1 ${BASKET_X + CENTRE_RADIUS_FT} ${HALF_COURT_FT}`}
        />
        <line
          x1={BASKET_X - BACKBOARD.halfWidth}
          x2={BASKET_X + BACKBOARD.halfWidth}
          y1={BACKBOARD.y}
          y2={BACKBOARD.y}
        />
        <circle cx={BASKET_X} cy={BASKET_Y} r={RIM_RADIUS_FT} />
      </g>
      {children}
    </FieldSvg>
  );
}
