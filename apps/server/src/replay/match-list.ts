import { matchScene, oddsScene } from '@kanqiu/core';
import type { MatchListEntry } from '@kanqiu/core/contract/match';
import type { ReplaySchedule } from '../clock/replay-schedule';
import type { ReplayMatch } from '../data/catalog';
import { competitionParts, scoreboard } from '../provider/list-entry-parts';

/** The match-list entries of the replayed matches at Unix ms `now`, in catalog order. */
export function matchList(
  matches: readonly ReplayMatch[],
  schedule: ReplaySchedule,
  now: number,
): MatchListEntry[] {
  return matches.map((match) => {
    const position = schedule.position(match.id, now);
    return {
      match_id: match.id,
      sport: match.sport,
      competition: match.competition,
      home_team: match.home,
      away_team: match.away,
      state: position.state,
      kickoff: new Date(position.kickoffMs).toISOString(),
      venue: match.venue ?? null,
      original_kickoff: match.originalKickoff,
      duration_sec: match.durationSec,
      replay_sec: Math.floor(position.matchT),
      run: position.run,
      scene: matchScene(match.sport, match.id),
      odds_scene: oddsScene(match.sport, match.id),
      ...scoreboard(match.matchPageAt(Math.min(position.t, match.durationSec)), position.state),
      ...competitionParts({
        sport: match.sport,
        competition: match.competition,
        key: match.competitionKey,
        name: match.competitionName,
        stage: match.stage,
      }),
    };
  });
}
