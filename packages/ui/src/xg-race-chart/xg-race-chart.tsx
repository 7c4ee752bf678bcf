import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { EmptyState } from '../empty-state/empty-state';
import { LineChart, type LineChartMarker } from '../line-chart/line-chart';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { raceGoals, xgRace } from './xg-race';

const T = ANALYSIS_TEXT.xgRace;
const REGULAR_MINUTES = 90;
const EXTRA_TIME_MINUTES = 120;
const TICK_STEP_MINUTES = 15;
const HALF_TIME_MINUTE = 45;

/** Props of {@link XgRaceChart}. */
export interface XgRaceChartProps {
  shots: readonly FootballShot[];
  ownGoals?: readonly FootballOwnGoal[];
  homeName: string;
  awayName: string;
  /** The match minute now, while it is live: the lines reach it. By default they end at the last shot. */
  minute?: number;
  /** Accessible name of the chart. @default '预期进球（xG）走势' */
  label?: string;
  className?: string;
}

const COLORS = { 1: 'var(--kq-color-home)', 2: 'var(--kq-color-away)' } as const;

/**
 * The xG race of a football match: each team's running total of expected goals (docs/models.md §9)
 * as a step line over the minutes, the goals marked on the time axis in the colour of the side they
 * counted for (an own goal too), and a sentence per team for screen readers. Drawn with
 * {@link LineChart}.
 */
export function XgRaceChart({
  shots,
  ownGoals = [],
  homeName,
  awayName,
  minute,
  label = T.label,
  className,
}: XgRaceChartProps) {
  const race = xgRace(shots);
  const goals = raceGoals(shots, ownGoals);
  const name = (side: 1 | 2) => (side === 1 ? homeName : awayName);
  const last = Math.max(
    minute ?? 0,
    ...shots.map((shot) => shot.minute),
    ...goals.map((goal) => goal.minute),
  );
  const end = last > REGULAR_MINUTES ? EXTRA_TIME_MINUTES : REGULAR_MINUTES;
  const ticks = [];
  for (let x = 0; x <= end; x += TICK_STEP_MINUTES) {
    ticks.push({ x, label: x === HALF_TIME_MINUTE ? T.halfTime : `${x}'` });
  }
  const markers: LineChartMarker[] = goals.map((goal) => {
    const text =
      goal.kind === 'own_goal' ? T.ownGoal : goal.kind === 'penalty' ? T.penaltyGoal : T.goal;
    return {
      key: goal.id,
      x: goal.minute,
      label: text(goal.minute_text, goal.player_name, name(goal.side)),
      color: COLORS[goal.side],
    };
  });
  const empty = shots.length === 0 && goals.length === 0;
  // Own goals count as goals for the side they counted for, though no xG stands behind them.
  const scored = (side: 1 | 2) => goals.filter((goal) => goal.side === side).length;
  return (
    <div className={['kq-xg-race', className].filter(Boolean).join(' ')}>
      <LineChart
        label={label}
        series={
          empty
            ? []
            : [
                {
                  key: 'home',
                  label: homeName,
                  color: COLORS[1],
                  points: race.home.points,
                  valueText: `xG ${race.home.total.toFixed(2)}`,
                },
                {
                  key: 'away',
                  label: awayName,
                  color: COLORS[2],
                  points: race.away.points,
                  valueText: `xG ${race.away.total.toFixed(2)}`,
                },
              ]
        }
        xDomain={[0, end]}
        xTicks={ticks}
        markers={markers}
        curve="step"
        extendTo={minute ?? last}
        empty={<EmptyState description={T.empty} />}
      />
      {empty ? null : (
        <p className="kq-visually-hidden">
          {T.summary(homeName, race.home.total.toFixed(2), scored(1))}；
          {T.summary(awayName, race.away.total.toFixed(2), scored(2))}
        </p>
      )}
    </div>
  );
}
