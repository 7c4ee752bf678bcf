import { isFinished, oddsAxisMinutes, oddsClockMinute, type Sport } from '@kanqiu/core';
import type { OddsHistoryEntry, OddsMarket, OddsPage } from '@kanqiu/core/contract/match';
import { type ChartPoint, LineChart, type LineChartMarker, type LineChartTick } from '@kanqiu/ui';
import { formatOdds, isLineMarket } from './odds-format';
import { ODDS_TEXT } from './odds-texts';

const FOOTBALL_TICKS: readonly LineChartTick[] = [0, 15, 30, 45, 60, 75, 90].map((x) => ({
  x,
  label: x === 0 ? ODDS_TEXT.kickOff : x === 45 ? ODDS_TEXT.halfTime : `${x}'`,
}));

/** Basketball ticks sit in the middle of each period, named after it. */
function basketballTicks(axis: number): LineChartTick[] {
  const ticks: LineChartTick[] = [];
  for (let period = 1; ; period += 1) {
    const start = period <= 4 ? (period - 1) * 12 : 48 + (period - 5) * 5;
    const length = period <= 4 ? 12 : 5;
    if (start >= axis) break;
    ticks.push({ x: start + length / 2, label: ODDS_TEXT.period(period) });
  }
  return ticks;
}

/** An axis value without trailing zeros: `1.5`, `10`, `-0.75`. */
function plainNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Where each change lies on the time axis; a moment it cannot read stays at the one before. */
function positions(sport: Sport, entries: readonly OddsHistoryEntry[]): number[] {
  let last = 0;
  return entries.map((entry) => {
    last = oddsClockMinute(sport, entry.time_text) ?? last;
    return last;
  });
}

/** Props of {@link OddsChart}. */
export interface OddsChartProps {
  sport: Sport;
  page: OddsPage;
  market: OddsMarket;
  company: string;
  entries: readonly OddsHistoryEntry[];
  /** Goals and red cards to mark on the time axis. */
  moments?: readonly LineChartMarker[];
}

/**
 * The movement of one bookmaker's odds over the match: the odds (a log scale for 欧指 and 胜负,
 * where prices run from 1.1 to 15) and, for markets with a line, the line in a second chart; both
 * hold each value until it changes and run to the current moment.
 */
export function OddsChart({ sport, page, market, company, entries, moments = [] }: OddsChartProps) {
  const xs = positions(sport, entries);
  const latest = Math.max(0, ...xs);
  const finished = isFinished(page.status_id);
  const now = finished ? undefined : (oddsClockMinute(sport, page.time_text) ?? latest);
  const axis = oddsAxisMinutes(sport, Math.max(latest, now ?? 0));
  const extendTo = now ?? axis;
  const ticks = sport === 'football' ? FOOTBALL_TICKS : basketballTicks(axis);
  const line = isLineMarket(market.key);
  const [t1, t2, t3] = ODDS_TEXT.columns[market.key];
  const pointsOf = (pick: (entry: OddsHistoryEntry) => number): ChartPoint[] =>
    entries.map((entry, index) => ({ x: xs[index] ?? 0, y: pick(entry) }));
  const last = entries[entries.length - 1];

  const odds = [
    {
      key: 'arr1',
      label: t1,
      color: 'var(--kq-color-home)',
      points: pointsOf((e) => e.arr1),
      valueText: last ? formatOdds(last.arr1) : undefined,
    },
    ...(market.key === 'europe' && t2
      ? [
          {
            key: 'arr2',
            label: t2,
            color: 'var(--kq-color-text-weak)',
            points: pointsOf((e) => e.arr2),
            valueText: last ? formatOdds(last.arr2) : undefined,
          },
        ]
      : []),
    {
      key: 'arr3',
      label: t3,
      color: 'var(--kq-color-away)',
      points: pointsOf((e) => e.arr3),
      valueText: last ? formatOdds(last.arr3) : undefined,
    },
  ];
  const common = { xDomain: [0, axis] as const, xTicks: ticks, markers: moments, extendTo };
  return (
    <div className="odds-charts">
      <h3 className="odds-chart__title">{ODDS_TEXT.oddsChart}</h3>
      <LineChart
        {...common}
        series={odds}
        yScale={line ? 'linear' : 'log'}
        formatY={plainNumber}
        label={ODDS_TEXT.chartLabel(company, market.label)}
      />
      {line && t2 ? (
        <>
          <h3 className="odds-chart__title">{ODDS_TEXT.lineChart}</h3>
          <LineChart
            {...common}
            height={120}
            series={[
              {
                key: 'line',
                label: t2,
                color: 'var(--kq-color-primary)',
                points: pointsOf((e) => e.arr2),
              },
            ]}
            formatY={plainNumber}
            label={ODDS_TEXT.lineChartLabel(company, market.label)}
          />
        </>
      ) : null}
    </div>
  );
}
