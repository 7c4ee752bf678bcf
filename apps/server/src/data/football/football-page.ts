import { FootballEvent } from '@kanqiu/core';
import type { FootballMatchPage, FootballTeamState } from '@kanqiu/core/contract/football';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import {
  FOOTBALL_STATUS_LABELS,
  FootballStatus,
  type FootballStatusCode,
} from '@kanqiu/core/contract/match';
import { ascendingUnique, lastIndexAtOrBefore, snapshotCache } from '../shared/timeline';
import { MINUTE_TEXTS } from '../zh/labels';
import type { FootballMatchData } from './football-match-data';
import type { TeamSide } from './football-moments';
import { FootballStats } from './football-stats';
import type { TimedIncident } from './incidents';
import { ScoreTimeline } from './score-timeline';
import type { TimedLine } from './text-live';

/** What a page shows in place of the running minute when the ball is not in play. */
export function breakText(status: FootballStatusCode): string {
  switch (status) {
    case FootballStatus.HalfTime:
      return MINUTE_TEXTS.halfTime;
    case FootballStatus.BeforeExtraTime:
      return MINUTE_TEXTS.beforeExtraTime;
    case FootballStatus.ExtraTimeHalfTime:
      return MINUTE_TEXTS.extraTimeHalfTime;
    case FootballStatus.BeforePenalties:
    case FootballStatus.Penalties:
      return MINUTE_TEXTS.penalties;
    case FootballStatus.Finished:
      return MINUTE_TEXTS.fullTime;
    default:
      return '';
  }
}

/** The match scene of one football replay: when its page changes, and the page at any second. */
export interface FootballPages {
  changePoints: readonly number[];
  pageAt(t: number): FootballMatchPage;
}

/**
 * The page of the scene `detail_football_match_id_{id}` at every replay second. The page changes at
 * each incident, each text-live line and each new match minute (so the running minute stays true),
 * and `pageAt(t)` returns the page of the last change point ≤ `t`, built once and kept.
 */
export function createFootballPages(
  data: FootballMatchData,
  incidents: readonly TimedIncident[],
  lines: readonly TimedLine[],
): FootballPages {
  const { clock } = data;
  const stats = new FootballStats(data);
  const scores = new ScoreTimeline(data.moments);
  const minuteTicks: number[] = [];
  for (const { period, start, end } of clock.periods) {
    if (period !== 5) for (let t = start; t < end; t += 60) minuteTicks.push(t);
  }
  const changePoints = ascendingUnique([
    ...minuteTicks,
    ...incidents.map((item) => item.t),
    ...lines.map((item) => item.t),
    ...clock.periods.flatMap((period) => [period.start, period.end]),
    clock.end,
  ]);
  const kicks = data.moments.filter(
    (m) =>
      m.code === FootballEvent.ShootoutPenalty || m.code === FootballEvent.ShootoutPenaltyMissed,
  );
  const shootoutStart = clock.shootout?.start ?? null;
  const penaltyScore = (side: TeamSide, t: number): number | null =>
    shootoutStart === null || t < shootoutStart
      ? null
      : kicks.filter((m) => m.side === side && m.t <= t && m.code === FootballEvent.ShootoutPenalty)
          .length;
  const incidentTimes = incidents.map((item) => item.t);
  const lineTimes = lines.map((item) => item.t);

  const team = (ref: TeamRefData, side: TeamSide, t: number): FootballTeamState => {
    const score = scores.at(t);
    const half = scores.at(clock.firstHalfEnd);
    return {
      ...ref,
      score: side === 1 ? score.home : score.away,
      half_score: t >= clock.firstHalfEnd ? (side === 1 ? half.home : half.away) : null,
      red_cards: stats.count(FootballEvent.RedCard, side, t),
      yellow_cards: stats.count(FootballEvent.YellowCard, side, t),
      corners: stats.count(FootballEvent.Corner, side, t),
      penalty_score: penaltyScore(side, t),
    };
  };

  const build = (index: number): FootballMatchPage => {
    const t = index < 0 ? -1 : (changePoints[index] as number);
    const state = data.clock.stateAt(t);
    const minuteText = state.text ?? breakText(state.status);
    const shownIncidents = incidents
      .slice(0, lastIndexAtOrBefore(incidentTimes, t) + 1)
      .map((item) => item.incident);
    const shownLines = lines
      .slice(0, lastIndexAtOrBefore(lineTimes, t) + 1)
      .map((item) => item.line)
      .reverse();
    return {
      match_id: data.id,
      sport: 'football',
      competition: data.competition,
      venue: data.venue,
      original_kickoff: data.originalKickoff,
      status_id: state.status,
      status_label: FOOTBALL_STATUS_LABELS[state.status],
      minute: state.minute ?? null,
      added: state.added ?? 0,
      minute_text: minuteText,
      home_team: team(data.home, 1, t),
      away_team: team(data.away, 2, t),
      incidents: shownIncidents,
      tlive: shownLines,
      stats: stats.rowsAt(t),
      replay: true,
    };
  };

  return { changePoints, pageAt: snapshotCache(changePoints, build) };
}
