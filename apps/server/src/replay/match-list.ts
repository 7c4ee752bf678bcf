import { matchScene, oddsScene } from '@kanqiu/core';
import type { MatchListEntry, MatchState } from '@kanqiu/core/contract';
import type { ReplaySchedule } from '../clock/replay-schedule';
import type { ReplayMatch } from '../data/catalog';

/** Competition key, name and round of a match; a match that names none is split at its first space. */
function competitionOf(match: ReplayMatch) {
  const [name = match.competition, ...rest] = match.competition.split(' ');
  return {
    competition_key: match.competitionKey ?? match.sport,
    competition_name: match.competitionName ?? name,
    stage: match.stage ?? rest.join(' '),
  };
}

/** The score and clock of a match at replay second `t`, as its match page shows them. */
function scoreboard(match: ReplayMatch, t: number, state: MatchState) {
  const page = match.matchPageAt(Math.min(t, match.durationSec));
  const clock =
    state !== 'live'
      ? ''
      : page.sport === 'football'
        ? page.minute_text
        : [page.status_label, page.clock].filter(Boolean).join(' ');
  return {
    status_id: page.status_id,
    status_label: page.status_label,
    clock_text: clock,
    home_score: page.home_team.score,
    away_score: page.away_team.score,
    penalty_score:
      page.sport === 'football' &&
      typeof page.home_team.penalty_score === 'number' &&
      typeof page.away_team.penalty_score === 'number'
        ? `${page.home_team.penalty_score}-${page.away_team.penalty_score}`
        : null,
  };
}

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
      ...scoreboard(match, position.t, position.state),
      ...competitionOf(match),
    };
  });
}
