import type { FootballResult } from '../history/football-results';
import { scoredSeasonOf, sourceCompetition } from './backtest-scope';
import { createForecaster, FORECASTER_KEYS, type ForecasterKey } from './forecasters';
import { type MatchOutcome, outcomeOf } from './scoring-rules';
import { type Forecast, walkForward } from './walk-forward';

/**
 * One walk-forward prediction, as `models:export` writes it (one JSON line each; `docs/models.md`).
 * Every number the backtest tables and the model pages show is computed from these lines.
 */
export interface PredictionLine {
  sport: 'football';
  /** The source's code: `en.1`, `de.1` (openfootball's leagues) or `worldcup`. */
  competition: string;
  /** `2024-25`, `2025-26`, `2018`, `2022`. */
  season: string;
  /** Kick-off, UTC ISO 8601. */
  date: string;
  /** The teams as the source (openfootball) names them. */
  home: string;
  away: string;
  p_home: number;
  p_draw: number;
  p_away: number;
  /** The forecaster: `uniform`, `frequencies`, `elo` or `dixon-coles`. */
  model: ForecasterKey;
  /** The 90-minute outcome; `null` for a fixture not yet played at the data's snapshot. */
  result: MatchOutcome | null;
  /** The id the model calls use for the match (`pick.match_id`). */
  match_id: string;
  /** The 90-minute score; `null` until played. */
  home_goals: number | null;
  away_goals: number | null;
  /** The goal model behind the probabilities (Elo and Dixon–Coles only): Poisson means and ρ. */
  lambda_home?: number;
  lambda_away?: number;
  rho?: number;
}

/** Decimals of the probabilities and goal means in the lines. */
const DECIMALS = 6;

function round(x: number): number {
  const scale = 10 ** DECIMALS;
  return Math.round(x * scale) / scale;
}

/** The line of one forecast. */
export function predictionLine(model: ForecasterKey, forecast: Forecast): PredictionLine {
  const { result, probabilities, goals } = forecast;
  const line: PredictionLine = {
    sport: 'football',
    competition: sourceCompetition(result),
    season: result.season,
    date: result.kickoff,
    home: result.homeSourceName,
    away: result.awaySourceName,
    p_home: round(probabilities.home),
    p_draw: round(probabilities.draw),
    p_away: round(probabilities.away),
    model,
    result: result.ft ? outcomeOf(result.ft[0], result.ft[1]) : null,
    match_id: result.id,
    home_goals: result.ft?.[0] ?? null,
    away_goals: result.ft?.[1] ?? null,
  };
  if (goals) {
    line.lambda_home = round(goals.lambdaHome);
    line.lambda_away = round(goals.lambdaAway);
    line.rho = round(goals.rho);
  }
  return line;
}

/**
 * The walk-forward predictions of `models` for every fixture the backtest covers (the scored seasons,
 * their fixtures not yet played included), ordered by kick-off, match id, then model. The warm-up
 * season is forecast and learned from but not written.
 */
export function predictionLines(
  results: readonly FootballResult[],
  models: readonly ForecasterKey[] = FORECASTER_KEYS,
): PredictionLine[] {
  const wanted = (result: FootballResult) => scoredSeasonOf(result) !== undefined;
  const byModel = models.map((model) => ({
    model,
    forecasts: walkForward(results, createForecaster(model, results), wanted),
  }));
  const lines: PredictionLine[] = [];
  const count = byModel[0]?.forecasts.length ?? 0;
  for (let i = 0; i < count; i += 1) {
    for (const { model, forecasts } of byModel) {
      lines.push(predictionLine(model, forecasts[i] as Forecast));
    }
  }
  return lines;
}

/** The lines as `models:export` writes them: one JSON object per line, each line ended. */
export function predictionJsonLines(lines: readonly PredictionLine[]): string {
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}
