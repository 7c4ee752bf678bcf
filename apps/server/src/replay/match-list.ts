import type { Sport } from '@kanqiu/core';
import { matchScene, oddsScene } from '@kanqiu/core';
import type { ReplaySchedule, ReplayState } from '../clock/replay-schedule';
import type { ReplayMatch, TeamRef } from '../data/catalog';

/** One row of the match list (`GET /api/matches`). */
export interface MatchListEntry {
  match_id: string;
  sport: Sport;
  competition: string;
  home_team: TeamRef;
  away_team: TeamRef;
  state: ReplayState;
  /** ISO time of this run's kick-off (past for live and finished matches). */
  kickoff: string;
  /** Venue in Chinese, when the data has it. */
  venue: string | null;
  /** ISO time of the real match's kick-off. */
  original_kickoff: string;
  /** Replay seconds from kick-off to the final whistle. */
  duration_sec: number;
  /** Replay seconds since this run's kick-off, held within 0…`duration_sec`. */
  replay_sec: number;
  /** Runs of this match since start-up (restarts and seeks). */
  run: number;
  /** The match page's socket scene and the odds page's. */
  scene: string;
  odds_scene: string;
}

const STATE_ORDER: Readonly<Record<ReplayState, number>> = { live: 0, upcoming: 1, finished: 2 };

/** The list of replayed matches at Unix ms `now`: live first, then upcoming, then finished, by kick-off. */
export function matchList(
  matches: readonly ReplayMatch[],
  schedule: ReplaySchedule,
  now: number,
): MatchListEntry[] {
  return matches
    .map((match) => {
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
      };
    })
    .sort(
      (a, b) =>
        STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
        Date.parse(a.kickoff) - Date.parse(b.kickoff) ||
        a.match_id.localeCompare(b.match_id),
    );
}
