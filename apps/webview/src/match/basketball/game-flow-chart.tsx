import { TREND_LENGTH_BASKETBALL, TREND_PERIOD_DEFAULT, trendPeriod } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import { memo } from 'react';
import { beijingDateTime } from '../shared/match-date';
import { MATCH_TEXT } from '../shared/match-texts';
import { BASKETBALL_TEXT } from './basketball-texts';
import './game-flow-chart.css';

/** Props of {@link GameFlowChart}. */
export interface GameFlowChartProps {
  /** The newest trend push; `null` before the first one (a panel of the chart's size says when it starts). */
  trend: TrendContent | null;
  /** Before tip-off, its ISO time: the waiting panel says when the chart starts. */
  kickoff?: string | undefined;
  homeName: string;
  awayName: string;
}

const WIDTH = 360;
const HEIGHT = 132;
const MID = HEIGHT / 2;
const GAP = 6;
/** The smallest margin the vertical scale covers, so a close game does not look like a rout. */
const MIN_SCALE = 10;

/** The running margin after each slice (home minus away), period by period. */
export function runningMargin(trendData: readonly (readonly number[])[]): number[][] {
  let total = 0;
  return trendData.map((values) =>
    values.map((value) => {
      total += value;
      return total;
    }),
  );
}

/**
 * The game flow (docs/contract-scenes.md §5): one bar per slice of a period, the home side's points
 * minus the away side's in it (home up, away down), and a line of the running margin over them. Four
 * quarters of ten slices (the 40-point default) until the push says otherwise; overtimes add periods.
 */
export const GameFlowChart = memo(function GameFlowChart({
  trend,
  homeName,
  awayName,
  kickoff,
}: GameFlowChartProps) {
  if (!trend?.trend_data.some((period) => period.length > 0)) {
    return (
      <figure className="bb-flow" data-testid="flow-waiting">
        <div className="bb-flow__waiting" style={{ aspectRatio: `${WIDTH} / ${HEIGHT + 22}` }}>
          <p>{BASKETBALL_TEXT.flowEmpty}</p>
          {kickoff ? (
            <p className="bb-flow__waiting-time">
              {MATCH_TEXT.kickoffAt(beijingDateTime(kickoff).slice(5))}
            </p>
          ) : null}
        </div>
        <figcaption className="bb-flow__legend">
          <span className="bb-flow__key bb-flow__key--home">{homeName}</span>
          <span className="bb-flow__key bb-flow__key--away">{awayName}</span>
          <span className="bb-flow__key bb-flow__key--lead">{BASKETBALL_TEXT.flowLead}</span>
        </figcaption>
      </figure>
    );
  }
  const count =
    trend && trend.trend_count > 0
      ? trend.trend_count
      : TREND_LENGTH_BASKETBALL / TREND_PERIOD_DEFAULT;
  const per = Math.max(1, trend?.trend_per ?? trendPeriod(count));
  const data = trend?.trend_data ?? [];
  const margins = runningMargin(data);
  const peak = Math.max(MIN_SCALE, ...data.flat().map(Math.abs), ...margins.flat().map(Math.abs));
  const scale = Math.ceil(peak / 5) * 5;
  const periodWidth = (WIDTH - GAP * (count - 1)) / count;
  const step = periodWidth / per;
  const bar = Math.max(1, step * 0.7);
  const x = (period: number, index: number) => period * (periodWidth + GAP) + index * step;
  const y = (value: number) => MID - (value / scale) * (MID - 6);
  const points = margins
    .flatMap((values, period) =>
      values.map(
        (value, index) => `${(x(period, index) + step / 2).toFixed(1)},${y(value).toFixed(1)}`,
      ),
    )
    .join(' ');

  return (
    <figure className="bb-flow">
      <svg
        className="bb-flow__svg"
        viewBox={`0 -4 ${WIDTH} ${HEIGHT + 22}`}
        role="img"
        aria-label={BASKETBALL_TEXT.flowLabel(homeName, awayName)}
      >
        {Array.from({ length: count }, (_, period) => (
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: periods are fixed positions
            key={period}
          >
            <rect
              x={x(period, 0)}
              y={0}
              width={periodWidth}
              height={HEIGHT}
              rx={4}
              className="bb-flow__period"
            />
            <text x={x(period, 0) + periodWidth / 2} y={HEIGHT + 14} className="bb-flow__tick">
              {BASKETBALL_TEXT.period(period + 1)}
            </text>
          </g>
        ))}
        <line x1={0} x2={WIDTH} y1={MID} y2={MID} className="bb-flow__axis" />
        <text x={3} y={11} className="bb-flow__scale bb-flow__scale--home">{`+${scale}`}</text>
        <text x={3} y={HEIGHT - 4} className="bb-flow__scale bb-flow__scale--away">
          {`+${scale}`}
        </text>
        {data.map((values, period) =>
          values.map((value, index) => {
            if (value === 0) return null;
            const top = Math.min(y(value), MID);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per slice, by position
                key={`${period}-${index}`}
                x={x(period, index) + (step - bar) / 2}
                y={top}
                width={bar}
                height={Math.abs(y(value) - MID)}
                rx={Math.min(1.5, bar / 2)}
                className={
                  value > 0 ? 'bb-flow__bar bb-flow__bar--home' : 'bb-flow__bar bb-flow__bar--away'
                }
              />
            );
          }),
        )}
        {points ? <polyline points={points} className="bb-flow__lead" /> : null}
      </svg>
      <figcaption className="bb-flow__legend">
        <span className="bb-flow__key bb-flow__key--home">{homeName}</span>
        <span className="bb-flow__key bb-flow__key--away">{awayName}</span>
        <span className="bb-flow__key bb-flow__key--lead">{BASKETBALL_TEXT.flowLead}</span>
      </figcaption>
    </figure>
  );
});
