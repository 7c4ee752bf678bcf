import type { FootballResult } from '../history/football-results';
import {
  DIXON_COLES_PARAMETERS,
  type DixonColesParameters,
  DixonColesRatings,
  type FeederResult,
} from '../rating/dixon-coles-ratings';
import { ELO_PARAMETERS, type EloParameters } from '../rating/elo';
import { FootballElo, goalPool, type RatedFixture, seasonTeams } from '../rating/football-elo';
import { ScoreDistribution } from '../rating/poisson-goals';
import { outcomeOf } from './scoring-rules';
import type { Forecast, Forecaster } from './walk-forward';

/** The forecasters of the backtest: two baselines, today's Elo model and Dixon–Coles. */
export const FORECASTER_KEYS = ['uniform', 'frequencies', 'elo', 'dixon-coles'] as const;
/** A forecaster of the backtest. */
export type ForecasterKey = (typeof FORECASTER_KEYS)[number];

/** Baseline: ⅓ on every outcome. */
function uniformForecaster(): Forecaster {
  return {
    forecast: (result) => ({
      result,
      probabilities: { home: 1 / 3, draw: 1 / 3, away: 1 / 3 },
      goals: null,
    }),
    learn: () => undefined,
  };
}

/**
 * Baseline: the home/draw/away frequencies of the competition's results so far (both World Cups
 * counted together), each count starting at 1 so that the first fixture gets ⅓ each.
 */
function frequencyForecaster(): Forecaster {
  const counts = new Map<string, { home: number; draw: number; away: number }>();
  const of = (result: FootballResult) => {
    const key = goalPool(result.competitionKey);
    const count = counts.get(key) ?? { home: 1, draw: 1, away: 1 };
    counts.set(key, count);
    return count;
  };
  return {
    forecast(result) {
      const { home, draw, away } = of(result);
      const total = home + draw + away;
      return {
        result,
        probabilities: { home: home / total, draw: draw / total, away: away / total },
        goals: null,
      };
    },
    learn(result) {
      if (!result.ft) return;
      of(result)[outcomeOf(result.ft[0], result.ft[1])] += 1;
    },
  };
}

function fromGoals(
  result: FootballResult,
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
): Forecast {
  const probabilities = new ScoreDistribution(lambdaHome, lambdaAway, 0, 0, rho).outcome();
  return { result, probabilities, goals: { lambdaHome, lambdaAway, rho } };
}

/**
 * Today's model (`docs/data.md`, "Elo rating" and "Goals and draws"): the Elo expectation split into
 * two Poisson goal means, the outcomes read off the score distribution.
 */
function eloForecaster(
  results: readonly FootballResult[],
  parameters: EloParameters = ELO_PARAMETERS,
): Forecaster {
  const elo = new FootballElo(seasonTeams(results), parameters);
  const rated = new Map<string, RatedFixture>();
  return {
    forecast(result) {
      const fixture = elo.rate(result);
      rated.set(result.id, fixture);
      return fromGoals(result, fixture.lambdaHome, fixture.lambdaAway, 0);
    },
    learn(result) {
      const fixture = rated.get(result.id) ?? elo.rate(result);
      rated.delete(result.id);
      elo.apply(fixture);
    },
  };
}

/**
 * Dixon–Coles with time-decay weights, refitted walk-forward (`docs/models.md`); `feeders`, the
 * second divisions' results, serve the promoted teams' priors when `parameters` ask for them.
 */
export function dixonColesForecaster(
  results: readonly FootballResult[],
  parameters: DixonColesParameters = DIXON_COLES_PARAMETERS,
  feeders: readonly FeederResult[] = [],
): Forecaster {
  const ratings = new DixonColesRatings(seasonTeams(results), parameters, feeders);
  return {
    forecast(result) {
      const { lambdaHome, lambdaAway, rho } = ratings.forecast(result);
      return fromGoals(result, lambdaHome, lambdaAway, rho);
    },
    learn: (result) => ratings.learn(result),
  };
}

/** A new forecaster of the given kind over the history `results`. */
export function createForecaster(
  key: ForecasterKey,
  results: readonly FootballResult[],
): Forecaster {
  switch (key) {
    case 'uniform':
      return uniformForecaster();
    case 'frequencies':
      return frequencyForecaster();
    case 'elo':
      return eloForecaster(results);
    case 'dixon-coles':
      return dixonColesForecaster(results);
  }
}
