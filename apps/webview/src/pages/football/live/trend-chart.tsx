import { FootballEvent } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { FootballIncident } from '@kanqiu/core/contract/football';
import { memo } from 'react';
import { beijingDateTime } from '../../../match/shared/match-date';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import { trendPoint } from './trend-point';

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  trend: TrendContent;
  /** Goals are marked on the chart at their minute. */
  incidents: readonly FootballIncident[];
  homeName: string;
  awayName: string;
}

const WIDTH = 360;
const HEIGHT = 128;
const MID = HEIGHT / 2;
const GAP = 6;
const GOAL_TYPES: ReadonlySet<number> = new Set([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.OwnGoal,
]);

/**
 * Attack momentum per minute (docs/contract-scenes.md): one column a minute, home pressure upwards,
 * away pressure downwards, the halves side by side, goals marked where they fell.
 */
export const TrendChart = memo(TrendChartView, (a, b) => {
  // Page pushes bring new incident arrays every time; the chart only draws goals from them.
  const goals = (list: readonly FootballIncident[]) =>
    list
      .filter((incident) => GOAL_TYPES.has(incident.type))
      .map((incident) => incident.id)
      .join();
  return (
    a.trend === b.trend &&
    a.homeName === b.homeName &&
    a.awayName === b.awayName &&
    (a.incidents === b.incidents || goals(a.incidents) === goals(b.incidents))
  );
});

/**
 * One minute's column: a trend push redraws only the minutes whose value changed, not the whole
 * match's bars.
 */
const TrendBar = memo(function TrendBar({
  x,
  width,
  value,
}: {
  x: number;
  width: number;
  value: number;
}) {
  const h = (Math.min(100, Math.abs(value)) / 100) * (MID - 4);
  return (
    <rect
      x={x}
      y={value > 0 ? MID - h : MID}
      width={width}
      height={h}
      rx={Math.min(1.5, width / 2)}
      className={value > 0 ? 'trend__bar trend__bar--home' : 'trend__bar trend__bar--away'}
    />
  );
});

function TrendChartView({ trend, incidents, homeName, awayName }: TrendChartProps) {
  const periods = Math.max(1, trend.trend_count);
  const per = Math.max(1, trend.trend_per);
  const periodWidth = (WIDTH - GAP * (periods - 1)) / periods;
  const step = periodWidth / per;
  const bar = Math.max(1, step * 0.72);
  const x = (period: number, index: number) => period * (periodWidth + GAP) + index * step;

  const goals = incidents.flatMap((incident) => {
    if (!GOAL_TYPES.has(incident.type) || incident.position === 0) return [];
    const point = trendPoint(incident, periods, per);
    return point
      ? [
          {
            id: incident.id,
            cx: x(point.period, point.index) + bar / 2,
            home: incident.position === 1,
          },
        ]
      : [];
  });
  const ticks = Array.from({ length: periods }, (_, period) =>
    [0, Math.round(per / 3), Math.round((per * 2) / 3)].map((offset) => ({
      key: `${period}-${offset}`,
      x: x(period, offset),
      label: `${period * per + offset}'`,
    })),
  ).flat();

  return (
    <figure className="trend">
      <svg
        className="trend__svg"
        viewBox={`0 -8 ${WIDTH} ${HEIGHT + 26}`}
        role="img"
        aria-label={`${MATCH_TEXT.trendTitle}：${homeName}向上，${awayName}向下`}
      >
        {Array.from({ length: periods }, (_, period) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: periods are fixed positions
            key={period}
            x={x(period, 0)}
            y={0}
            width={periodWidth}
            height={HEIGHT}
            rx={4}
            className="trend__period"
          />
        ))}
        <line x1={0} x2={WIDTH} y1={MID} y2={MID} className="trend__axis" />
        {trend.trend_data.map((values, period) =>
          values.map((value, index) =>
            value === 0 ? null : (
              <TrendBar
                // biome-ignore lint/suspicious/noArrayIndexKey: one column per minute, by position
                key={`${period}-${index}`}
                x={x(period, index)}
                width={bar}
                value={value}
              />
            ),
          ),
        )}
        {goals.map((goal) => (
          <circle
            key={goal.id}
            cx={goal.cx}
            cy={goal.home ? 4 : HEIGHT - 4}
            r={3.6}
            className={
              goal.home ? 'trend__goal trend__goal--home' : 'trend__goal trend__goal--away'
            }
          />
        ))}
        {ticks.map((tick) => (
          <text key={tick.key} x={tick.x} y={HEIGHT + 14} className="trend__tick">
            {tick.label}
          </text>
        ))}
      </svg>
      <figcaption className="trend__legend">
        <span className="trend__key trend__key--home">{homeName}</span>
        <span className="trend__key trend__key--away">{awayName}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The trend before its first minute: a panel of the chart's own size saying when it starts (with the
 * kick-off in Beijing time when it is known), so the card keeps its height when the chart arrives.
 */
export function TrendWaiting({
  homeName,
  awayName,
  kickoff,
}: {
  homeName: string;
  awayName: string;
  /** Kick-off as ISO time; omitted once the match has started. */
  kickoff?: string | undefined;
}) {
  return (
    <figure className="trend" data-testid="trend-waiting">
      <div className="trend__waiting" style={{ aspectRatio: `${WIDTH} / ${HEIGHT + 26}` }}>
        <p>{MATCH_TEXT.trendEmpty}</p>
        {kickoff ? (
          <p className="trend__waiting-time">
            {MATCH_TEXT.kickoffAt(beijingDateTime(kickoff).slice(5))}
          </p>
        ) : null}
      </div>
      <figcaption className="trend__legend">
        <span className="trend__key trend__key--home">{homeName}</span>
        <span className="trend__key trend__key--away">{awayName}</span>
      </figcaption>
    </figure>
  );
}
