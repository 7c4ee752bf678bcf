import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { modelHistory } from '../data/backtest/earlier-results';
import { predictionLines } from '../data/backtest/prediction-lines';
import { loadFootballResults } from '../data/history/football-results';
import { FORECAST_CACHE_PATH, forecastCache } from '../data/models/forecast-cache';
import { PICK_FORECASTER } from '../data/models/model-picks';
import { resolveDataDir } from '../data/shared/data-dir';

/**
 * `pnpm --filter @kanqiu/server models:cache`: refits the picks' forecaster walk-forward and writes
 * the start-up cache (`apps/server/data/models/`), one row a line so that a change reads well in a
 * diff.
 */
function main(): void {
  const dataDir = resolveDataDir();
  const results = modelHistory(dataDir, loadFootballResults(dataDir));
  const cache = forecastCache(
    predictionLines(results, [PICK_FORECASTER]),
    results,
    PICK_FORECASTER,
  );
  const { rows, ...head } = cache;
  const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${rows
    .map((row) => JSON.stringify(row))
    .join(',\n')}\n]}\n`;
  const file = join(dataDir, ...FORECAST_CACHE_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.error(`models:cache wrote ${rows.length} forecasts to ${file}`);
}

main();
