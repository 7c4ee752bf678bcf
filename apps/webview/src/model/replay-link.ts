import type { MatchListEntry, ModelPick } from '@kanqiu/core/contract/match';
import { pagePath } from '../routing/navigation';

/**
 * The replayed match a pick is about, if the server replays it: same sport, same kick-off instant
 * and the same two teams (picks name fixtures by the results history's ids, the replay catalogue by
 * the event data's, so the fixture itself is the key).
 */
export function replayOf(
  pick: Pick<ModelPick, 'sport' | 'kickoff' | 'home_team' | 'away_team'>,
  matches: readonly MatchListEntry[],
): MatchListEntry | undefined {
  const kickoff = Date.parse(pick.kickoff);
  if (Number.isNaN(kickoff)) return undefined;
  return matches.find(
    (match) =>
      match.sport === pick.sport &&
      Date.parse(match.original_kickoff) === kickoff &&
      match.home_team.name === pick.home_team &&
      match.away_team.name === pick.away_team,
  );
}

/** The first page of a replayed match: its live page. */
export function replayPath(match: Pick<MatchListEntry, 'sport' | 'match_id'>): string {
  return pagePath(match.sport === 'football' ? 'footballLive' : 'basketballLive', {
    match_id: match.match_id,
  });
}

/**
 * Where a pick opens: its replayed match's live page when the server replays it; otherwise, for a
 * football pick, the overview of the fixture in the results history (`gen` reads those ids too);
 * `null` when there is nothing to open.
 */
export function pickPath(
  pick: Pick<ModelPick, 'sport' | 'match_id'>,
  replay: MatchListEntry | undefined,
): string | null {
  if (replay) return replayPath(replay);
  if (pick.sport === 'football') return pagePath('footballGen', { match_id: pick.match_id });
  return null;
}
