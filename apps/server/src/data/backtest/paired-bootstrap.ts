/** A mean and its 95 % bootstrap interval. */
export interface Interval {
  value: number;
  low: number;
  high: number;
}

/** Resamples drawn by the backtest: enough for stable 2.5 % and 97.5 % percentiles. */
export const BOOTSTRAP_RESAMPLES = 2000;
/** The seed of the resampling, so every run of the report prints the same intervals. */
export const BOOTSTRAP_SEED = 20240816;

/** Mulberry32: a small, well-mixed 32-bit generator, good enough to draw resampling indices. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The bootstrap resamples of `count` matches: each is `count` indices drawn with replacement. The
 * same resamples are used for every model and metric of a table, so a difference between two
 * models is resampled match by match (a paired bootstrap).
 */
export function bootstrapResamples(
  count: number,
  resamples = BOOTSTRAP_RESAMPLES,
  seed = BOOTSTRAP_SEED,
): Uint32Array[] {
  const random = mulberry32(seed);
  return Array.from({ length: resamples }, () => {
    const indices = new Uint32Array(count);
    for (let i = 0; i < count; i += 1) indices[i] = Math.floor(random() * count);
    return indices;
  });
}

function percentile(sorted: Float64Array, q: number): number {
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

/** `value` with the 2.5 % and 97.5 % percentiles of its bootstrap replicates `samples`. */
export function percentileInterval(value: number, samples: ArrayLike<number>): Interval {
  const sorted = Float64Array.from(samples).sort();
  return { value, low: percentile(sorted, 0.025), high: percentile(sorted, 0.975) };
}

/**
 * The value of `statistic` on all matches and its 95 % percentile interval over the resamples.
 * `statistic` gets the indices of the matches to use.
 */
export function bootstrapInterval(
  count: number,
  resamples: readonly Uint32Array[],
  statistic: (indices: ArrayLike<number>) => number,
): Interval {
  const all = Uint32Array.from({ length: count }, (_, i) => i);
  return percentileInterval(
    statistic(all),
    resamples.map((indices) => statistic(indices)),
  );
}

/** The mean of `values` over `indices`. */
export function meanOver(values: ArrayLike<number>, indices: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < indices.length; i += 1) sum += values[indices[i] as number] as number;
  return indices.length ? sum / indices.length : Number.NaN;
}
