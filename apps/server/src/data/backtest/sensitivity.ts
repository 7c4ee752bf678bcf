import type { FootballResult } from '../history/football-results';
import { DIXON_COLES_PARAMETERS, type DixonColesParameters } from '../rating/dixon-coles-ratings';
import { SCORED_SEASONS, scoredSeasonOf } from './backtest-scope';
import { dixonColesForecaster } from './forecasters';
import { predictionLine } from './prediction-lines';
import { rankedProbabilityScore } from './scoring-rules';
import { walkForward } from './walk-forward';

/** One change of the Dixon–Coles settings, tried against the chosen ones. */
export interface SensitivityVariant {
  label: string;
  parameters: DixonColesParameters;
}

const chosen = DIXON_COLES_PARAMETERS;
const withPrior = (prior: Partial<DixonColesParameters['prior']>) => ({
  ...chosen,
  prior: { ...chosen.prior, ...prior },
});

/** The settings `docs/models.md` compares, one change at a time. */
export const SENSITIVITY_VARIANTS: readonly SensitivityVariant[] = [
  { label: 'chosen settings', parameters: chosen },
  { label: 'ξ 0.001 a day', parameters: { ...chosen, decayPerDay: 0.001 } },
  { label: 'ξ 0.0015 a day', parameters: { ...chosen, decayPerDay: 0.0015 } },
  { label: 'ξ 0.003 a day', parameters: { ...chosen, decayPerDay: 0.003 } },
  { label: 'team sd 0.25', parameters: withPrior({ teamSd: 0.25 }) },
  { label: 'team sd 0.35', parameters: withPrior({ teamSd: 0.35 }) },
  { label: 'ρ prior N(−0.05, 0.03²)', parameters: withPrior({ rhoMean: -0.05, rhoSd: 0.03 }) },
  { label: 'World Cup ξ 0.0005 a day', parameters: { ...chosen, worldCupDecayPerDay: 0.0005 } },
  { label: 'World Cup ξ 0.002 a day', parameters: { ...chosen, worldCupDecayPerDay: 0.002 } },
];

/** The RPS of Dixon–Coles under each variant, per scored season and pooled, as a table. */
export function sensitivityMarkdown(
  results: readonly FootballResult[],
  variants: readonly SensitivityVariant[] = SENSITIVITY_VARIANTS,
): string {
  const header = `| settings | ${SCORED_SEASONS.map((s) => s.label).join(' | ')} | all seasons |`;
  const rule = `| --- |${' ---: |'.repeat(SCORED_SEASONS.length + 1)}`;
  const rows = variants.map(({ label, parameters }) => {
    const wanted = (result: FootballResult) => scoredSeasonOf(result) !== undefined;
    const sums = SCORED_SEASONS.map(() => ({ total: 0, count: 0 }));
    for (const forecast of walkForward(
      results,
      dixonColesForecaster(results, parameters),
      wanted,
    )) {
      const line = predictionLine('dixon-coles', forecast);
      const scored = scoredSeasonOf(forecast.result);
      const sum = scored ? sums[SCORED_SEASONS.indexOf(scored)] : undefined;
      if (line.result === null || !sum) continue;
      const p = { home: line.p_home, draw: line.p_draw, away: line.p_away };
      sum.total += rankedProbabilityScore(p, line.result);
      sum.count += 1;
    }
    const all = sums.reduce((a, b) => ({ total: a.total + b.total, count: a.count + b.count }));
    const cells = [...sums, all].map((s) => (s.total / s.count).toFixed(4));
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
