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
  /** The match page's `status_id` and its label now. */
  status_id: number;
  status_label: string;
  /** The running clock as shown: `67'`, `45+2'` (football), `第3节 05:12` (basketball); `''` when not in play. */
  clock_text: string;
  /** The score now. */
  home_score: number;
  away_score: number;
  /** Key of the competition, for grouping and filters (`wc2018`; the sport when a match names none). */
  competition_key: string;
  /** The competition without the round (`2018世界杯`, `NBA总决赛`). */
  competition_name: string;
  /** The round (`B组`, `1/8决赛`, `第1场`); `''` when none. */
  stage: string;
  /** The shoot-out score now (`3-4`, home first) once a shoot-out has started, else `null`. */
  penalty_score: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function scoreOf(team: unknown, field = 'score'): number {
  const score = typeof team === 'object' && team !== null ? Reflect.get(team, field) : undefined;
  return typeof score === 'number' ? score : 0;
}

function penaltyScore(home: unknown, away: unknown): string | null {
  const read = (team: unknown) =>
    typeof team === 'object' && team !== null ? Reflect.get(team, 'penalty_score') : undefined;
  const [h, a] = [read(home), read(away)];
  return typeof h === 'number' && typeof a === 'number' ? `${h}-${a}` : null;
}

/** Competition key, name and round of a match; a match that names none is split at its first space. */
function competitionOf(match: ReplayMatch) {
  const [name = match.competition, ...rest] = match.competition.split(' ');
  return {
    competition_key: match.competitionKey ?? match.sport,
    competition_name: match.competitionName ?? name,
    stage: match.stage ?? rest.join(' '),
  };
}

/**
 * The score and clock of a match at replay second `t`, as its match page shows them (the transport
 * sees pages as plain records: football pages carry `minute_text`, basketball pages `clock`).
 */
function scoreboard(match: ReplayMatch, t: number, state: ReplayState) {
  const page = match.matchPageAt(Math.min(t, match.durationSec));
  const clock =
    state !== 'live'
      ? ''
      : match.sport === 'football'
        ? text(page.minute_text)
        : [text(page.status_label), text(page.clock)].filter(Boolean).join(' ');
  return {
    status_id: page.status_id,
    status_label: text(page.status_label),
    clock_text: clock,
    home_score: scoreOf(page.home_team),
    away_score: scoreOf(page.away_team),
    penalty_score: penaltyScore(page.home_team, page.away_team),
  };
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
        ...scoreboard(match, position.t, position.state),
        ...competitionOf(match),
      };
    })
    .sort(
      (a, b) =>
        STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
        Date.parse(a.kickoff) - Date.parse(b.kickoff) ||
        a.match_id.localeCompare(b.match_id),
    );
}
