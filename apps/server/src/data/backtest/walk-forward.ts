import type { FootballResult } from '../history/football-results';
import type { GoalForecast } from '../rating/dixon-coles-ratings';
import type { OutcomeProbabilities } from './scoring-rules';

/** A forecaster's view of one fixture before its match-day. */
export interface Forecast {
  result: FootballResult;
  probabilities: OutcomeProbabilities;
  /** The score model behind the probabilities, for the forecasters that have one. */
  goals: GoalForecast | null;
}

/**
 * A model that can be run walk-forward: it forecasts fixtures from what it has learned and learns
 * results one at a time. It never sees a result it has not been given.
 */
export interface Forecaster {
  forecast(fixture: FootballResult): Forecast;
  /** Learns a result; a fixture not yet played is passed too and must change nothing. */
  learn(result: FootballResult): void;
}

/** The match-day of a fixture: the UTC calendar date of its kick-off. */
export function matchDay(result: FootballResult): string {
  return result.kickoff.slice(0, 10);
}

/**
 * Runs a forecaster over the history match-day by match-day: every fixture of a day is forecast from
 * the results of the days before it, then the day's results are learned. So no forecast depends on
 * its own result or on any later one. `results` must be sorted by kick-off; the forecasts of the
 * fixtures `wanted` (all by default) come back in the same order. The others are only learned from,
 * which spares the refits a forecast would need.
 */
export function walkForward(
  results: readonly FootballResult[],
  forecaster: Forecaster,
  wanted: (result: FootballResult) => boolean = () => true,
): Forecast[] {
  const out: Forecast[] = [];
  let i = 0;
  while (i < results.length) {
    const day = matchDay(results[i] as FootballResult);
    let j = i;
    while (j < results.length && matchDay(results[j] as FootballResult) === day) j += 1;
    const fixtures = results.slice(i, j);
    for (const fixture of fixtures) if (wanted(fixture)) out.push(forecaster.forecast(fixture));
    for (const fixture of fixtures) forecaster.learn(fixture);
    i = j;
  }
  return out;
}
