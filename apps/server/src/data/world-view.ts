import type { FootballReplaySource } from './football/load-football';
import type { FootballResult } from './history/football-results';
import type { WorldCalls } from './reference-data';

/** What {@link worldView} builds its views from. */
export interface WorldViewInput {
  results: readonly FootballResult[];
  sources: readonly FootballReplaySource[];
  /** The results-history id of each replayed match. */
  historyIdOf: ReadonlyMap<string, string>;
  /** The calls over given results and replays (the catalog's own builders). */
  build(results: readonly FootballResult[], sources: readonly FootballReplaySource[]): WorldCalls;
}

/** A result as known before the match was played: the fixture, without score or goals. */
function unplayed(result: FootballResult): FootballResult {
  return { ...result, ft: null, ht: null, et: null, penalties: null, goals: null };
}

/**
 * The team, table and league-database calls as of the replay's now (docs/behaviour.md, "No
 * spoilers"): a replayed match that has not finished is a fixture without a result (so a live one
 * is not counted as played either), and the players' tallies count only the finished replays.
 * Returns the calls for the replay ids `finished` admits; the last view is kept, since it changes
 * only when a match finishes.
 */
export function worldView(
  input: WorldViewInput,
): (finished: (replayId: string) => boolean) => WorldCalls {
  let held: { key: string; calls: WorldCalls } | undefined;
  return (finished) => {
    const hidden = new Set<string>();
    for (const source of input.sources) {
      if (finished(source.header.id)) continue;
      const historyId = input.historyIdOf.get(source.header.id);
      if (historyId) hidden.add(historyId);
    }
    const key = [...hidden].sort().join(',');
    if (held?.key !== key) {
      held = {
        key,
        calls: input.build(
          input.results.map((result) => (hidden.has(result.id) ? unplayed(result) : result)),
          input.sources.filter((source) => finished(source.header.id)),
        ),
      };
    }
    return held.calls;
  };
}
