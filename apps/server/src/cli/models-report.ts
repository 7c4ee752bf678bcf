import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { backtestMarkdown, withReport } from '../data/backtest/backtest-markdown';
import { backtestReport } from '../data/backtest/backtest-report';
import { loadEarlierResults, withEarlierSeasons } from '../data/backtest/earlier-results';
import { FORECASTER_KEYS } from '../data/backtest/forecasters';
import { BEFORE_VARIANT, MODEL_VARIANTS, SERVED_VARIANT } from '../data/backtest/model-variants';
import { predictionLines } from '../data/backtest/prediction-lines';
import { sensitivityMarkdown } from '../data/backtest/sensitivity';
import { seasonDifferenceMarkdown, variantMarkdown } from '../data/backtest/variant-markdown';
import { seasonDifferences, variantForecasts, variantRows } from '../data/backtest/variant-scores';
import { loadFootballResults } from '../data/history/football-results';
import { PICK_FORECASTER } from '../data/models/model-picks';
import { resolveDataDir } from '../data/shared/data-dir';

/**
 * `pnpm --filter @kanqiu/server models:report [--write]`: the backtest tables of `docs/models.md`,
 * computed from the same lines `models:export` writes. Prints them, or with `--write` puts them into
 * `docs/models.md` between its report markers.
 */
function main(): void {
  const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
  const dataDir = resolveDataDir();
  const app = loadFootballResults(dataDir);
  const earlier = loadEarlierResults(dataDir);
  const results = withEarlierSeasons(app, earlier);
  const variants = MODEL_VARIANTS.map((variant) => ({
    key: variant.key,
    label: variant.label,
    forecasts: variantForecasts(variant, app, earlier),
  }));
  const forecastsOf = (key: string) => {
    const found = variants.find((v) => v.key === key);
    if (!found) throw new Error(`No variant ${key}`);
    return found.forecasts;
  };
  const lines = predictionLines(results);
  const tables = [
    backtestMarkdown(backtestReport(lines, FORECASTER_KEYS, PICK_FORECASTER), PICK_FORECASTER),
    '',
    '### Dixon–Coles with other settings (RPS; one change at a time)',
    '',
    sensitivityMarkdown(results),
    '',
    '### Variants tried for issue 29 (league seasons; pooled: Premier League and Bundesliga 2024-25 and 2025-26)',
    '',
    variantMarkdown(variantRows(variants, app)),
    '',
    '### The served model against the one before issue 29, by league season (RPS)',
    '',
    seasonDifferenceMarkdown(
      seasonDifferences(forecastsOf(BEFORE_VARIANT), forecastsOf(SERVED_VARIANT), app),
      'before issue 29',
      'served',
    ),
  ].join('\n');
  if (!values.write) {
    process.stdout.write(`${tables}\n`);
    return;
  }
  // src/cli and dist/cli are both three levels below the repository root.
  const doc = fileURLToPath(new URL('../../../../docs/models.md', import.meta.url));
  writeFileSync(doc, withReport(readFileSync(doc, 'utf8'), tables));
  console.error(`models:report wrote the tables into ${doc}`);
}

main();
