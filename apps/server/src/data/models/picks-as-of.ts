import type { FootballResult } from '../history/football-results';
import type { DatedPick } from './model-picks';

/**
 * The picks as the results `known` stand: a pick whose match has no result there (a replayed match
 * the replay has not finished) is unsettled, without result or score, so no record, hit rate or
 * streak counts it (docs/behaviour.md, "Predictions that settle"). The pick itself, its
 * probabilities and odds, stays: it was made before the kick-off.
 */
export function picksAsOf(
  picks: readonly DatedPick[],
  known: readonly FootballResult[],
): DatedPick[] {
  const unplayed = new Set(known.filter((result) => result.ft === null).map((result) => result.id));
  return picks.map((dated) =>
    dated.pick.result !== null && unplayed.has(dated.pick.match_id)
      ? { ...dated, pick: { ...dated.pick, result: null, score: null } }
      : dated,
  );
}
