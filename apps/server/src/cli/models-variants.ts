import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEarlierResults } from '../data/backtest/earlier-results';
import { MODEL_VARIANTS } from '../data/backtest/model-variants';
import type { OutcomeProbabilities } from '../data/backtest/scoring-rules';
import { variantMarkdown } from '../data/backtest/variant-markdown';
import { variantForecasts, variantRows } from '../data/backtest/variant-scores';
import { loadFootballResults } from '../data/history/football-results';
import { resolveDataDir } from '../data/shared/data-dir';

/**
 * `pnpm --filter @kanqiu/server models:variants [--cache DIR]`: the table of model variants of
 * `docs/models.md` § 5, each run walk-forward. With `--cache`, a variant's forecasts are kept in
 * DIR by key and read back on the next run (delete them after changing a variant).
 */
function main(): void {
  const { values } = parseArgs({ options: { cache: { type: 'string' } } });
  const dataDir = resolveDataDir();
  const results = loadFootballResults(dataDir);
  const earlier = loadEarlierResults(dataDir);
  const runs = MODEL_VARIANTS.map((variant) => {
    const file = values.cache ? join(values.cache, `${variant.key}.json`) : null;
    if (file && existsSync(file)) {
      const entries = JSON.parse(readFileSync(file, 'utf8')) as [string, OutcomeProbabilities][];
      return { label: variant.label, forecasts: new Map(entries) };
    }
    const started = Date.now();
    const forecasts = variantForecasts(variant, results, earlier);
    console.error(`${variant.key}: ${Date.now() - started} ms`);
    if (file && values.cache) {
      mkdirSync(values.cache, { recursive: true });
      writeFileSync(file, JSON.stringify([...forecasts]));
    }
    return { label: variant.label, forecasts };
  });
  process.stdout.write(`${variantMarkdown(variantRows(runs, results))}\n`);
}

main();
