import type { FootballResult } from '../history/football-results';
import type { EarlierResults } from './earlier-results';
import { withEarlierSeasons } from './earlier-results';
import type { ModelVariant } from './model-variants';
import { bootstrapInterval, bootstrapResamples, type Interval, meanOver } from './paired-bootstrap';
import {
  type MatchOutcome,
  type OutcomeProbabilities,
  outcomeOf,
  SCORING_RULES,
} from './scoring-rules';
import { walkForward } from './walk-forward';

/** The league seasons the gap to the market is pooled over (issue 29). */
export const POOLED_SEASONS = [
  'en.1:2024-25',
  'en.1:2025-26',
  'de.1:2024-25',
  'de.1:2025-26',
] as const;

/** The league seasons of the variants table. */
export const VARIANT_SEASONS = ['en.1:2023-24', 'de.1:2023-24', ...POOLED_SEASONS] as const;

/** The league seasons a variant is forecast on: 2023-24 on (2023-24 unscored for the pool). */
const FORECAST_FROM = '2023-24';

/** A variant's forecasts of the played league fixtures from 2023-24 on, by match id. */
export type VariantForecasts = Map<string, OutcomeProbabilities>;

/**
 * Runs a variant walk-forward over the app's `results` (after the earlier seasons it learns from)
 * and keeps its forecasts of the played league fixtures from 2023-24 on.
 */
export function variantForecasts(
  variant: ModelVariant,
  results: readonly FootballResult[],
  earlier: EarlierResults,
): VariantForecasts {
  const from = variant.earlierSeasons;
  const history =
    from === null
      ? [...results]
      : withEarlierSeasons(results, {
          ...earlier,
          firstDivision: earlier.firstDivision.filter((r) => r.season >= from),
        });
  const forecaster = variant.build({ results: history, feeders: earlier.secondDivision });
  const wanted = (r: FootballResult) =>
    !r.competitionKey.startsWith('wc') && r.season >= FORECAST_FROM && r.ft !== null;
  const out: VariantForecasts = new Map();
  for (const f of walkForward(history, forecaster, wanted)) out.set(f.result.id, f.probabilities);
  return out;
}

/** The metrics of the variants table. */
export const VARIANT_METRICS = ['rps', 'logLoss', 'brier'] as const;
type VariantMetric = (typeof VARIANT_METRICS)[number];

/** One variant's row: RPS per season, pooled metrics, and its pooled RPS minus the reference's. */
export interface VariantRow {
  label: string;
  bySeason: Record<string, number>;
  /** RPS over every match of `seasons`. */
  allSeasons: number;
  pooled: Record<VariantMetric, Interval>;
  againstReference: Interval;
}

/**
 * The variants table: each variant's RPS per league season and, pooled over `POOLED_SEASONS`, its
 * RPS, log loss and Brier with 95 % bootstrap intervals and its RPS minus the first variant's with a
 * paired interval (the same resampled matches).
 */
export function variantRows(
  variants: readonly { label: string; forecasts: VariantForecasts }[],
  results: readonly FootballResult[],
  seasons: readonly string[] = VARIANT_SEASONS,
): VariantRow[] {
  const played = results.filter((r) => r.ft && seasons.includes(`${r.competitionKey}:${r.season}`));
  const pooled = played.filter((r) =>
    (POOLED_SEASONS as readonly string[]).includes(`${r.competitionKey}:${r.season}`),
  );
  const outcome = (r: FootballResult): MatchOutcome =>
    outcomeOf((r.ft as [number, number])[0], (r.ft as [number, number])[1]);
  const values = (forecasts: VariantForecasts, list: FootballResult[], metric: VariantMetric) =>
    Float64Array.from(list, (r) => {
      const p = forecasts.get(r.id);
      if (!p) throw new Error(`No forecast for ${r.id}`);
      return SCORING_RULES[metric](p, outcome(r));
    });
  const drawn = bootstrapResamples(pooled.length);
  const reference = variants[0];
  if (!reference) return [];
  const referenceRps = values(reference.forecasts, pooled, 'rps');
  return variants.map(({ label, forecasts }) => {
    const bySeason: Record<string, number> = {};
    for (const season of seasons) {
      const own = played.filter((r) => `${r.competitionKey}:${r.season}` === season);
      const rps = values(forecasts, own, 'rps');
      bySeason[season] = rps.reduce((a, b) => a + b, 0) / rps.length;
    }
    const everyRps = values(forecasts, played, 'rps');
    const allSeasons = everyRps.reduce((a, b) => a + b, 0) / everyRps.length;
    const pooledMetric = Object.fromEntries(
      VARIANT_METRICS.map((m) => {
        const v = values(forecasts, pooled, m);
        return [m, bootstrapInterval(pooled.length, drawn, (i) => meanOver(v, i))];
      }),
    ) as Record<VariantMetric, Interval>;
    const mine = values(forecasts, pooled, 'rps');
    const againstReference = bootstrapInterval(
      pooled.length,
      drawn,
      (i) => meanOver(mine, i) - meanOver(referenceRps, i),
    );
    return { label, bySeason, allSeasons, pooled: pooledMetric, againstReference };
  });
}

/** One league season of the comparison of two variants. */
export interface SeasonDifference {
  season: string;
  matches: number;
  reference: Interval;
  variant: Interval;
  /** The variant's RPS minus the reference's, paired: the same resampled matches for both. */
  difference: Interval;
}

/** Two variants' RPS per league season, with intervals, and their paired difference. */
export function seasonDifferences(
  reference: VariantForecasts,
  variant: VariantForecasts,
  results: readonly FootballResult[],
  seasons: readonly string[] = POOLED_SEASONS,
): SeasonDifference[] {
  return seasons.map((season) => {
    const played = results.filter((r) => r.ft && `${r.competitionKey}:${r.season}` === season);
    const rps = (forecasts: VariantForecasts) =>
      Float64Array.from(played, (r) => {
        const p = forecasts.get(r.id);
        if (!p || !r.ft) throw new Error(`No forecast for ${r.id}`);
        return SCORING_RULES.rps(p, outcomeOf(r.ft[0], r.ft[1]));
      });
    const mine = rps(variant);
    const theirs = rps(reference);
    const drawn = bootstrapResamples(played.length);
    const interval = (statistic: (indices: ArrayLike<number>) => number) =>
      bootstrapInterval(played.length, drawn, statistic);
    return {
      season,
      matches: played.length,
      reference: interval((i) => meanOver(theirs, i)),
      variant: interval((i) => meanOver(mine, i)),
      difference: interval((i) => meanOver(mine, i) - meanOver(theirs, i)),
    };
  });
}
