import { type Interval, percentileInterval } from './paired-bootstrap';
import type { MatchOutcome, OutcomeProbabilities } from './scoring-rules';

/** Bins of the reliability tables: ten, each 0.1 wide. */
const BINS = 10;
const OUTCOMES = ['home', 'draw', 'away'] as const;

/** A scored forecast: what was forecast and what happened. */
export interface ScoredForecast {
  probabilities: OutcomeProbabilities;
  outcome: MatchOutcome;
}

/** One probability bin of a reliability table. */
export interface ReliabilityBin {
  /** The bin holds forecast probabilities in [from, to) (the last one includes 1). */
  from: number;
  to: number;
  /** Forecast probabilities in the bin (each match gives three: home, draw, away). */
  count: number;
  /** Their mean. */
  forecast: number;
  /** How often those outcomes happened, with a 95 % bootstrap interval over the matches. */
  observed: Interval;
}

function binOf(p: number): number {
  return Math.min(BINS - 1, Math.floor(p * BINS));
}

/** Per bin over the matches `indices`: count, summed forecast, outcomes that happened. */
function binSums(forecasts: readonly ScoredForecast[], indices: ArrayLike<number>) {
  const count = new Float64Array(BINS);
  const forecast = new Float64Array(BINS);
  const happened = new Float64Array(BINS);
  for (let i = 0; i < indices.length; i += 1) {
    const f = forecasts[indices[i] as number] as ScoredForecast;
    for (const o of OUTCOMES) {
      const p = f.probabilities[o];
      const b = binOf(p);
      count[b] = (count[b] as number) + 1;
      forecast[b] = (forecast[b] as number) + p;
      if (f.outcome === o) happened[b] = (happened[b] as number) + 1;
    }
  }
  return { count, forecast, happened };
}

/** The reliability table of the forecasts: the non-empty bins, lowest first. */
export function reliabilityTable(
  forecasts: readonly ScoredForecast[],
  resamples: readonly Uint32Array[],
): ReliabilityBin[] {
  const all = Uint32Array.from({ length: forecasts.length }, (_, i) => i);
  const { count, forecast, happened } = binSums(forecasts, all);
  const sums = resamples.map((indices) => binSums(forecasts, indices));
  const table: ReliabilityBin[] = [];
  for (let b = 0; b < BINS; b += 1) {
    const n = count[b] as number;
    if (n === 0) continue;
    // The interval resamples matches; a resample without any forecast in the bin is left out.
    const rates = sums
      .filter((s) => (s.count[b] as number) > 0)
      .map((s) => (s.happened[b] as number) / (s.count[b] as number));
    const observed = percentileInterval((happened[b] as number) / n, rates);
    table.push({
      from: b / BINS,
      to: (b + 1) / BINS,
      count: n,
      forecast: (forecast[b] as number) / n,
      observed,
    });
  }
  return table;
}
