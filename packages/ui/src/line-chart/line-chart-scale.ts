/** A point of a series: `x` on the time axis, `y` the value. */
export interface ChartPoint {
  x: number;
  y: number;
}

/** How values map to height: evenly, or by ratio (odds from 1.2 to 12 read well on a log scale). */
export type ChartYScale = 'linear' | 'log';

/** A scale: a function from a value to a coordinate, with its domain. */
export interface Scale {
  (value: number): number;
  domain: readonly [number, number];
}

/** A linear scale from `domain` onto `range`; a collapsed domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) =>
    span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0)) as Scale;
  scale.domain = domain;
  return scale;
}

/** A log scale (values must be positive) from `domain` onto `range`. */
export function logScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): Scale {
  const inner = linearScale([Math.log(domain[0]), Math.log(domain[1])], range);
  const scale = ((value: number) => inner(Math.log(value))) as Scale;
  scale.domain = domain;
  return scale;
}

/**
 * The y domain of the values with a little room above and below, so a line never sits on the frame;
 * a log domain stays positive. A single value gets ±5 % around it.
 */
export function yDomain(values: readonly number[], scale: ChartYScale): [number, number] {
  if (values.length === 0) return scale === 'log' ? [1, 2] : [0, 1];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (scale === 'log') {
    min = Math.max(min, Number.MIN_VALUE);
    const pad = max === min ? 1.05 : (max / min) ** 0.06;
    return [min / pad, max * pad];
  }
  const pad = max === min ? Math.abs(max) * 0.05 || 1 : (max - min) * 0.08;
  min -= pad;
  max += pad;
  return [min, max];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** About `count` round tick values inside a linear domain (1, 2, 2.5 or 5 times a power of ten). */
export function linearTicks(domain: readonly [number, number], count = 4): number[] {
  const [min, max] = domain;
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = (STEPS.find((s) => s * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) {
    ticks.push(Math.round(t / step) * step);
  }
  return ticks;
}

/** Round values for a log axis, from coarse to fine. */
const LOG_LADDERS: readonly (readonly number[])[] = [
  [1, 10, 100],
  [1, 2, 5, 10, 20, 50, 100],
  [1, 1.5, 2, 3, 5, 7, 10, 15, 20, 30, 50, 100],
  [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8, 2, 2.2, 2.5, 3],
];

/**
 * Round tick values inside a log domain: the finest ladder that puts between two and `count` ticks
 * in it (so 1 · 10 · 100 over a wide range, 2 · 5 · 10 over a middle one).
 */
export function logTicks(domain: readonly [number, number], count = 4): number[] {
  let best: number[] = [];
  for (const ladder of LOG_LADDERS) {
    const inside = ladder.filter((t) => t >= domain[0] && t <= domain[1]);
    if (inside.length > count) break;
    if (inside.length >= best.length || inside.length >= 2) best = inside;
  }
  return best.length > 0 ? best : [domain[0]];
}

/**
 * The SVG path of a series. `step`: each value holds until the next point (odds stay until they
 * change), drawn to `endX` when given; `linear`: straight segments.
 */
export function seriesPath(
  points: readonly ChartPoint[],
  x: (value: number) => number,
  y: (value: number) => number,
  curve: 'step' | 'linear',
  endX?: number,
): string {
  if (points.length === 0) return '';
  const parts: string[] = [];
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  points.forEach((point, index) => {
    const px = fmt(x(point.x));
    const py = fmt(y(point.y));
    if (index === 0) parts.push(`M${px} ${py}`);
    else if (curve === 'step') parts.push(`H${px}V${py}`);
    else parts.push(`L${px} ${py}`);
  });
  const last = points[points.length - 1] as ChartPoint;
  if (curve === 'step' && endX !== undefined && endX > last.x) parts.push(`H${fmt(x(endX))}`);
  return parts.join('');
}
