import { SCORED_SEASONS, type ScoredSeason } from './backtest-scope';
import type { ForecasterKey } from './forecasters';
import {
  BOOTSTRAP_RESAMPLES,
  bootstrapInterval,
  bootstrapResamples,
  type Interval,
  meanOver,
} from './paired-bootstrap';
import type { PredictionLine } from './prediction-lines';
import { type ReliabilityBin, reliabilityTable, type ScoredForecast } from './reliability';
import { type MatchOutcome, SCORING_RULES } from './scoring-rules';

/** The metrics of a table: the four scoring rules (calibration has its own reliability tables). */
export const REPORT_METRICS = ['rps', 'logLoss', 'brier', 'hitRate'] as const;
/** A metric of a table. */
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** One competition season of the report. */
export interface SeasonReport {
  season: ScoredSeason;
  /** Played matches scored. */
  matches: number;
  /** Each model's metrics with their 95 % bootstrap intervals. */
  models: { model: ForecasterKey; metrics: Record<ReportMetric, Interval> }[];
  /** The chosen model minus each other model, with 95 % paired bootstrap intervals. */
  differences: { against: ForecasterKey; metrics: Record<ReportMetric, Interval> }[];
  /** Each model's reliability table. */
  reliability: { model: ForecasterKey; bins: ReliabilityBin[] }[];
}

function forecastOf(line: PredictionLine): ScoredForecast {
  return {
    probabilities: { home: line.p_home, draw: line.p_draw, away: line.p_away },
    outcome: line.result as MatchOutcome,
  };
}

/** The mean of a scoring rule over the matches given. */
function statistic(metric: ReportMetric, forecasts: readonly ScoredForecast[]) {
  const rule = SCORING_RULES[metric];
  const values = Float64Array.from(forecasts, (f) => rule(f.probabilities, f.outcome));
  return (indices: ArrayLike<number>) => meanOver(values, indices);
}

function metricsOf(build: (metric: ReportMetric) => Interval): Record<ReportMetric, Interval> {
  return Object.fromEntries(REPORT_METRICS.map((m) => [m, build(m)])) as Record<
    ReportMetric,
    Interval
  >;
}

/**
 * The backtest tables from the prediction lines: for every scored competition season, each model's
 * metrics over the played matches, the differences between `chosen` and every other model (a paired
 * bootstrap: the same resampled matches for both), and each model's reliability table. Deterministic:
 * the resampling is seeded. With `resamples` 0 only the values are computed (the intervals are NaN).
 *
 * @throws Error when a model lacks a prediction for a played match another model has.
 */
export function backtestReport(
  lines: readonly PredictionLine[],
  models: readonly ForecasterKey[],
  chosen: ForecasterKey,
  resamples = BOOTSTRAP_RESAMPLES,
): SeasonReport[] {
  return SCORED_SEASONS.map((season) => {
    const competition = season.competitionKey.startsWith('wc') ? 'worldcup' : season.competitionKey;
    const played = lines.filter(
      (l) => l.competition === competition && l.season === season.season && l.result !== null,
    );
    const byModel = new Map<ForecasterKey, ScoredForecast[]>();
    const ids = [...new Set(played.map((l) => l.match_id))];
    for (const model of models) {
      const own = new Map(played.filter((l) => l.model === model).map((l) => [l.match_id, l]));
      byModel.set(
        model,
        ids.map((id) => {
          const line = own.get(id);
          if (!line) throw new Error(`No ${model} prediction for ${id}`);
          return forecastOf(line);
        }),
      );
    }
    const drawn = bootstrapResamples(ids.length, resamples);
    const own = (model: ForecasterKey) => byModel.get(model) ?? [];
    const best = own(chosen);
    return {
      season,
      matches: ids.length,
      models: models.map((model) => ({
        model,
        metrics: metricsOf((metric) =>
          bootstrapInterval(ids.length, drawn, statistic(metric, own(model))),
        ),
      })),
      differences: models
        .filter((model) => model !== chosen)
        .map((against) => ({
          against,
          metrics: metricsOf((metric) => {
            const mine = statistic(metric, best);
            const theirs = statistic(metric, own(against));
            return bootstrapInterval(ids.length, drawn, (i) => mine(i) - theirs(i));
          }),
        })),
      reliability: models.map((model) => ({ model, bins: reliabilityTable(own(model), drawn) })),
    };
  });
}
