import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modelHistory } from '../backtest/earlier-results';
import type { ForecasterKey } from '../backtest/forecasters';
import { type PredictionLine, predictionLine, predictionLines } from '../backtest/prediction-lines';
import type { FootballResult } from '../history/football-results';
import { DIXON_COLES_PARAMETERS } from '../rating/dixon-coles-ratings';
import { ELO_PARAMETERS } from '../rating/elo';

/**
 * Version of the forecasting code. Bump it when a change to the code alters a forecast, so that an
 * older cache is refused (the cache test fails until `models:cache` is run, in any case).
 */
const FORECAST_CODE_VERSION = 2;

/** Where the cache lives under the data directory. */
export const FORECAST_CACHE_PATH = ['models', 'walk-forward-forecasts.json'] as const;

const COLUMNS = ['match_id', 'p_home', 'p_draw', 'p_away', 'lambda_home', 'lambda_away', 'rho'];

/** The cache file: the walk-forward lines of one forecaster, and what they were computed from. */
export interface ForecastCache {
  /** SHA-256 of the code version, the parameters and every fixture and result of the history. */
  fingerprint: string;
  model: ForecasterKey;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * The fingerprint of everything the walk-forward forecasts depend on; `results` is the models'
 * history (`modelHistory`), the earlier seasons included.
 */
export function forecastFingerprint(
  results: readonly FootballResult[],
  model: ForecasterKey,
): string {
  const facts = results.map((r) => [
    r.id,
    r.kickoff,
    r.competitionKey,
    r.season,
    r.home.id,
    r.away.id,
    r.venueAdvantage,
    r.ft,
    r.et,
  ]);
  const parameters = { dixonColes: DIXON_COLES_PARAMETERS, elo: ELO_PARAMETERS };
  return createHash('sha256')
    .update(JSON.stringify([FORECAST_CODE_VERSION, model, parameters, facts]))
    .digest('hex');
}

/** The cache file of the lines of `model` (all of them that forecaster's own) over `results`, the models' history. */
export function forecastCache(
  lines: readonly PredictionLine[],
  results: readonly FootballResult[],
  model: ForecasterKey,
): ForecastCache {
  return {
    fingerprint: forecastFingerprint(results, model),
    model,
    columns: COLUMNS,
    rows: lines
      .filter((l) => l.model === model)
      .map((l) => [
        l.match_id,
        l.p_home,
        l.p_draw,
        l.p_away,
        l.lambda_home ?? -1,
        l.lambda_away ?? -1,
        l.rho ?? 0,
      ]),
  };
}

/** The lines a cache holds, rebuilt with their fixtures; `null` when it does not fit the history `results`. */
function linesOf(
  cache: ForecastCache,
  results: readonly FootballResult[],
  model: ForecasterKey,
): PredictionLine[] | null {
  if (cache.model !== model || cache.fingerprint !== forecastFingerprint(results, model)) {
    return null;
  }
  const byId = new Map(results.map((r) => [r.id, r]));
  const lines: PredictionLine[] = [];
  for (const [id, home, draw, away, lambdaHome, lambdaAway, rho] of cache.rows) {
    const result = byId.get(String(id));
    if (!result) return null;
    const goals =
      Number(lambdaHome) < 0
        ? null
        : { lambdaHome: Number(lambdaHome), lambdaAway: Number(lambdaAway), rho: Number(rho) };
    const probabilities = { home: Number(home), draw: Number(draw), away: Number(away) };
    lines.push(predictionLine(model, { result, probabilities, goals }));
  }
  return lines;
}

/**
 * The walk-forward lines of `model` over the app's `results` after the earlier seasons of `dataDir`:
 * read from the cache under `dataDir` when it was computed from exactly this history, parameters
 * and code version (fitting Dixon–Coles
 * walk-forward costs a few hundred milliseconds, the cache a few), otherwise fitted now, with a
 * process warning that the cache is stale.
 */
export function cachedPredictionLines(
  dataDir: string,
  results: readonly FootballResult[],
  model: ForecasterKey,
): PredictionLine[] {
  const history = modelHistory(dataDir, results);
  const file = join(dataDir, ...FORECAST_CACHE_PATH);
  if (existsSync(file)) {
    const lines = linesOf(JSON.parse(readFileSync(file, 'utf8')) as ForecastCache, history, model);
    if (lines) return lines;
  }
  process.emitWarning(
    `${file} is missing or stale; the ${model} forecasts were fitted at start-up instead. Refresh it with: pnpm --filter @kanqiu/server models:cache`,
  );
  return predictionLines(history, [model]);
}
