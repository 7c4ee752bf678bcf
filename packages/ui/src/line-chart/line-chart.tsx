import type { CSSProperties, ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { UI_TEXT } from '../texts/ui-text';
import {
  type ChartPoint,
  type ChartYScale,
  linearScale,
  linearTicks,
  logScale,
  logTicks,
  seriesPath,
  yDomain,
} from './line-chart-scale';
import './line-chart.css';

/** One line of a {@link LineChart}. */
export interface LineChartSeries {
  key: string;
  /** Name in the legend. */
  label: string;
  /** Stroke colour, e.g. `var(--kq-color-home)`. */
  color: string;
  /** Points in order of `x`. */
  points: readonly ChartPoint[];
  /** What the legend shows beside the name, e.g. the latest value. */
  valueText?: string;
}

/** A moment marked on the time axis (a goal, a red card, the end of a period). */
export interface LineChartMarker {
  key: string;
  x: number;
  /** Read by screen readers and shown as the mark's tooltip. */
  label: string;
  color: string;
  /** `dot`: a ball; `card`: a small upright card; `line`: only the guide line. @default 'dot' */
  shape?: 'dot' | 'card' | 'line';
}

/** A labelled tick of the time axis. */
export interface LineChartTick {
  x: number;
  label: string;
}

/** Props of {@link LineChart}. */
export interface LineChartProps {
  series: readonly LineChartSeries[];
  /** The time axis from start to end. */
  xDomain: readonly [number, number];
  xTicks?: readonly LineChartTick[];
  markers?: readonly LineChartMarker[];
  /** `step`: a value holds until the next point; `linear`: straight segments. @default 'step' */
  curve?: 'step' | 'linear';
  /** @default 'linear' */
  yScale?: ChartYScale;
  /** Where step lines end (the current moment); by default at their last point. */
  extendTo?: number;
  /** How the y axis writes a value. @default two decimals */
  formatY?: (value: number) => string;
  /** Height of the drawing in px at a 340 px width; the chart keeps this ratio. @default 180 */
  height?: number;
  /** Accessible name of the chart. */
  label: string;
  /** Shows a placeholder of the chart's size. */
  loading?: boolean;
  /** Shown in the chart's place when no series has a point. @default an {@link EmptyState} */
  empty?: ReactNode;
  className?: string;
}

const WIDTH = 340;
const PAD = { left: 36, right: 10, top: 12, bottom: 28 };

/**
 * A small SVG line chart for phones (no chart library): lines over a time axis, moments marked on
 * the axis with a guide line, a legend with each line's latest value. The box keeps its aspect ratio
 * while loading, empty or drawn, so nothing below it moves.
 */
export function LineChart({
  series,
  xDomain,
  xTicks = [],
  markers = [],
  curve = 'step',
  yScale = 'linear',
  extendTo,
  formatY = (value) => value.toFixed(2),
  height = 180,
  label,
  loading = false,
  empty,
  className,
}: LineChartProps) {
  const box = { aspectRatio: `${WIDTH} / ${height}` } as CSSProperties;
  const classes = ['kq-line-chart', className].filter(Boolean).join(' ');
  const values = series.flatMap((line) => line.points.map((point) => point.y));
  if (loading) {
    return (
      <div className={classes}>
        <div className="kq-line-chart__box kq-shimmer" style={box} role="status" aria-label={label}>
          <span className="kq-visually-hidden">{UI_TEXT.lineChart.loading}</span>
        </div>
      </div>
    );
  }
  if (values.length === 0) {
    return (
      <div className={classes}>
        <div className="kq-line-chart__box kq-line-chart__box--empty" style={box}>
          {empty ?? <EmptyState description={UI_TEXT.lineChart.empty} />}
        </div>
      </div>
    );
  }

  const plotBottom = height - PAD.bottom;
  const x = linearScale(xDomain, [PAD.left, WIDTH - PAD.right]);
  const domain = yDomain(values, yScale);
  const y = (yScale === 'log' ? logScale : linearScale)(domain, [plotBottom, PAD.top]);
  const yTicks = yScale === 'log' ? logTicks(domain) : linearTicks(domain);
  const clampX = (value: number) => Math.min(xDomain[1], Math.max(xDomain[0], value));

  return (
    <figure className={classes}>
      <svg
        className="kq-line-chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        style={box}
        role="img"
        aria-label={label}
      >
        {yTicks.map((tick) => (
          <g key={tick} className="kq-line-chart__grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
              {formatY(tick)}
            </text>
          </g>
        ))}
        <line
          className="kq-line-chart__axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={plotBottom}
          y2={plotBottom}
        />
        {xTicks.map((tick) => (
          <text
            key={tick.x}
            className="kq-line-chart__tick"
            x={x(clampX(tick.x))}
            y={plotBottom + 16}
            textAnchor="middle"
          >
            {tick.label}
          </text>
        ))}
        {markers.map((marker) => (
          <g key={marker.key} className="kq-line-chart__marker" style={{ color: marker.color }}>
            <title>{marker.label}</title>
            <line x1={x(clampX(marker.x))} x2={x(clampX(marker.x))} y1={PAD.top} y2={plotBottom} />
            {marker.shape === 'card' ? (
              <rect x={x(clampX(marker.x)) - 3} y={plotBottom - 5} width={6} height={9} rx={1} />
            ) : marker.shape === 'line' ? null : (
              <circle cx={x(clampX(marker.x))} cy={plotBottom} r={3.5} />
            )}
          </g>
        ))}
        {series.map((line) => {
          const last = line.points[line.points.length - 1];
          return (
            <g key={line.key} className="kq-line-chart__series" style={{ color: line.color }}>
              <path d={seriesPath(line.points, x, y, curve, extendTo)} />
              {last ? (
                <circle
                  cx={x(
                    curve === 'step' && extendTo !== undefined
                      ? Math.max(extendTo, last.x)
                      : last.x,
                  )}
                  cy={y(last.y)}
                  r={2.5}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="kq-line-chart__legend">
        {series.map((line) => (
          <span key={line.key} className="kq-line-chart__key">
            <span className="kq-line-chart__swatch" style={{ background: line.color }} />
            {line.label}
            {line.valueText ? <b className="kq-line-chart__value">{line.valueText}</b> : null}
          </span>
        ))}
      </figcaption>
      {markers.length > 0 ? (
        <ul className="kq-visually-hidden">
          {markers.map((marker) => (
            <li key={marker.key}>{marker.label}</li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
