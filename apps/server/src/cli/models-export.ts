import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { modelHistory } from '../data/backtest/earlier-results';
import { predictionJsonLines, predictionLines } from '../data/backtest/prediction-lines';
import { loadFootballResults } from '../data/history/football-results';
import { resolveDataDir } from '../data/shared/data-dir';

/** Where the lines go without `--out`: this file in the directory the command was run from. */
const DEFAULT_OUT = 'model-predictions.jsonl';

/**
 * `pnpm --filter @kanqiu/server models:export [--out FILE]`: writes every walk-forward prediction of
 * the backtest as JSON lines (`docs/models.md`, "The export"). `--out -` writes to standard output.
 */
function main(): void {
  const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_OUT } } });
  const dataDir = resolveDataDir();
  const results = modelHistory(dataDir, loadFootballResults(dataDir));
  const text = predictionJsonLines(predictionLines(results));
  if (values.out === '-') {
    process.stdout.write(text);
    return;
  }
  // pnpm runs package scripts in the package's folder; INIT_CWD is where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  writeFileSync(file, text);
  console.error(`models:export wrote ${text.split('\n').length - 1} predictions to ${file}`);
}

main();
