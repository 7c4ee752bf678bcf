import type { MatchListEntry, MatchState } from '@kanqiu/core/contract/match';

const STATE_ORDER: Readonly<Record<MatchState, number>> = { live: 0, upcoming: 1, finished: 2 };

/** The match list in its shown order: live first, then upcoming, then finished, each by kick-off. */
export function sortMatchList(entries: readonly MatchListEntry[]): MatchListEntry[] {
  return [...entries].sort(
    (a, b) =>
      STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
      Date.parse(a.kickoff) - Date.parse(b.kickoff) ||
      a.match_id.localeCompare(b.match_id),
  );
}
