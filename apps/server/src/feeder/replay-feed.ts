import { FootballEvent } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type {
  FootballIncident,
  FootballMatchPage,
  FootballTextLive,
} from '@kanqiu/core/contract/football';
import type { ReplayMatch } from '../data/catalog';

/**
 * What a vendor's adapter sends, here derived from a replayed match: the creation message and the
 * events, each at the match second it happens. It is the example adapter of docs/contract.md §4:
 * its source is the reduced Wyscout data the replay plays, read through the replay's pages.
 */
export interface ReplayFeed {
  /** `POST /api/ingest/matches`. */
  match: Record<string, unknown>;
  /** In order of `seq` (1, 2, 3, …), `t` never decreasing. */
  events: TimedEvent[];
}

/** An ingest event and the match second it is due at. */
export interface TimedEvent {
  t: number;
  event: Record<string, unknown> & { seq: number; type: string };
}

type Body = Record<string, unknown> & { type: string };

/** Incident types that are marks of the match's course (the ingest sets them from period changes). */
const MARKERS = new Set<number>([
  FootballEvent.MatchStart,
  FootballEvent.HalfTime,
  FootballEvent.MatchEnd,
  FootballEvent.ExtraTimeEnded,
  FootballEvent.ShootoutEnded,
]);

const SIDES = { 1: 'home', 2: 'away' } as const;
const CARDS: Partial<Record<number, string>> = {
  [FootballEvent.YellowCard]: 'yellow',
  [FootballEvent.SecondYellow]: 'second_yellow',
  [FootballEvent.RedCard]: 'red',
};
const GOALS: Partial<Record<number, string>> = {
  [FootballEvent.Goal]: 'goal',
  [FootballEvent.Penalty]: 'penalty',
  [FootballEvent.OwnGoal]: 'own_goal',
};

function person(id: string | null, name: string | null) {
  return { ...(id ? { id } : {}), name: name ?? '' };
}

/** The event of one incident of the facts timeline; `null` for the marks. */
function incidentEvent(incident: FootballIncident): Body | null {
  if (MARKERS.has(incident.type) || incident.position === 0) return null;
  const side = SIDES[incident.position];
  const at = { side, minute: incident.minute, added: incident.added };
  const player = person(incident.player_id, incident.player_name);
  const goal = GOALS[incident.type];
  if (goal) {
    const assist = incident.player2_name
      ? person(incident.player2_id, incident.player2_name)
      : null;
    return { type: 'goal', ...at, player, assist, kind: goal };
  }
  const card = CARDS[incident.type];
  if (card) return { type: 'card', ...at, player, card, reason: incident.reason_type };
  switch (incident.type) {
    case FootballEvent.PenaltyMissed:
      return { type: 'penalty_missed', ...at, player };
    case FootballEvent.Substitution:
      return {
        type: 'substitution',
        ...at,
        player_in: player,
        player_out: person(incident.player2_id, incident.player2_name),
      };
    case FootballEvent.ShootoutPenalty:
    case FootballEvent.ShootoutPenaltyMissed:
      return {
        type: 'shootout_kick',
        side,
        player,
        scored: incident.type === FootballEvent.ShootoutPenalty,
      };
    default:
      return null;
  }
}

function lineEvent(line: FootballTextLive): Body {
  return {
    type: 'text',
    text: line.data,
    kind: line.type,
    side: line.position === 0 ? null : SIDES[line.position],
    main: line.main,
    minute_text: line.minute_text,
  };
}

function trendEvent(trend: TrendContent): Body {
  return {
    type: 'trend',
    trend_count: trend.trend_count,
    trend_per: trend.trend_per,
    trend_data: trend.trend_data,
  };
}

/**
 * The feed of a replayed football match: at every change point of its pages, what changed since the
 * one before, as ingest events (period, clock, incidents, text lines, statistics, trend). Fed to the
 * ingest endpoint in order, it gives the same score, incidents, text live and statistics as the
 * replay at every change point.
 *
 * @param matchId the id the match is created under (its own id when the replay has it off).
 * @throws Error for a basketball match (its feed is scores and lines, not derived here).
 */
export function replayFeed(match: ReplayMatch, matchId = match.id): ReplayFeed {
  if (match.sport !== 'football') throw new Error(`match ${match.id} is not a football match`);
  const lineups = match.lineup();
  const sheet = (side: 'home' | 'away') => {
    if (lineups.sport !== 'football') return { starters: [], bench: [] };
    const players = (list: (typeof lineups.home)['starters']) =>
      list.map((p) => ({ id: p.id, name: p.name, shirt: p.shirt_number, position: p.position }));
    return {
      formation: lineups[side].formation,
      starters: players(lineups[side].starters),
      bench: players(lineups[side].bench),
    };
  };
  const header = {
    match_id: matchId,
    sport: 'football',
    competition: match.competition,
    ...(match.competitionKey ? { competition_key: match.competitionKey } : {}),
    ...(match.competitionName ? { competition_name: match.competitionName } : {}),
    stage: match.stage ?? '',
    venue: match.venue ?? '',
    kickoff: match.originalKickoff,
    home: match.home,
    away: match.away,
    lineups: { home: sheet('home'), away: sheet('away') },
  };

  const times = [...new Set([...match.changePoints, ...(match.trendChangePoints ?? [])])]
    .filter((t) => t <= match.durationSec)
    .sort((a, b) => a - b);
  const events: TimedEvent[] = [];
  const push = (t: number, body: Body) => {
    events.push({ t, event: { seq: events.length + 1, ...body } });
  };
  // What an ingested match shows before its first event: the first page's content is all news.
  let previous: Pick<FootballMatchPage, 'status_id' | 'minute' | 'added'> = {
    status_id: 1,
    minute: null,
    added: 0,
  };
  let previousStats = '[]';
  let previousTrend = '';
  const seenIncidents = new Set<string>();
  const seenLines = new Set<number>();
  for (const t of times) {
    const page = match.matchPageAt(t) as FootballMatchPage;
    if (page.status_id !== previous.status_id) push(t, { type: 'period', status: page.status_id });
    if (
      page.minute !== null &&
      (page.minute !== previous.minute || page.added !== previous.added)
    ) {
      push(t, { type: 'clock', minute: page.minute, added: page.added });
    }
    for (const incident of page.incidents) {
      if (seenIncidents.has(incident.id)) continue;
      seenIncidents.add(incident.id);
      const body = incidentEvent(incident);
      if (body) push(t, body);
    }
    for (const line of [...page.tlive].reverse()) {
      if (seenLines.has(line.id)) continue;
      seenLines.add(line.id);
      push(t, lineEvent(line));
    }
    const stats = JSON.stringify(page.stats);
    if (stats !== previousStats) {
      previousStats = stats;
      push(t, {
        type: 'stats',
        rows: page.stats.map((row) => ({ type: row.type, home: row.home, away: row.away })),
      });
    }
    const trend = match.trendAt(t);
    const trendKey = JSON.stringify(trend);
    if (trendKey !== previousTrend) push(t, trendEvent(trend));
    previousTrend = trendKey;
    previous = page;
  }
  return { match: header, events };
}
