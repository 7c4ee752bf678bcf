import {
  cardReasonLabel,
  FootballEvent,
  type FootballEventCode,
  footballEventLabel,
} from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract/football';
import { INCIDENT_TEXTS } from '../zh/football-commentary';
import { type FootballMatchData, playerName } from './football-match-data';
import type { FootballMoment } from './football-moments';
import { matchMinute } from './match-clock';
import { ScoreTimeline } from './score-timeline';

/** An incident and the replay second it appears at. */
export interface TimedIncident {
  t: number;
  incident: FootballIncident;
}

const INCIDENT_CODES = new Set<number>([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.PenaltyMissed,
  FootballEvent.OwnGoal,
  FootballEvent.YellowCard,
  FootballEvent.RedCard,
  FootballEvent.SecondYellow,
  FootballEvent.Substitution,
  FootballEvent.ShootoutPenalty,
  FootballEvent.ShootoutPenaltyMissed,
]);

function incidentText(
  data: FootballMatchData,
  moment: FootballMoment,
  shootout: { home: number; away: number },
): string {
  const player = playerName(data, moment.playerId) ?? '';
  const other = playerName(data, moment.player2Id);
  switch (moment.code) {
    case FootballEvent.ShootoutPenalty:
    case FootballEvent.ShootoutPenaltyMissed:
      return INCIDENT_TEXTS.shootoutKick(
        player,
        moment.code === FootballEvent.ShootoutPenalty,
        shootout.home,
        shootout.away,
      );
    case FootballEvent.Goal:
      return INCIDENT_TEXTS.goal(player, other);
    case FootballEvent.Penalty:
      return INCIDENT_TEXTS.penalty(player);
    case FootballEvent.PenaltyMissed:
      return INCIDENT_TEXTS.penaltyMissed(player);
    case FootballEvent.OwnGoal:
      return INCIDENT_TEXTS.ownGoal(player);
    case FootballEvent.Substitution:
      return INCIDENT_TEXTS.substitution(player, other ?? '');
    default:
      return INCIDENT_TEXTS.card(player, cardReasonLabel(moment.reason ?? 0));
  }
}

/** A mark of the match's course (kick-off, half time, full time, …): no side, no player. */
export function marker(
  id: string,
  type: FootballEventCode,
  minute: { minute: number; added: number; text: string },
  score: { home: number; away: number },
  text: string,
): FootballIncident {
  return {
    id,
    type,
    type_label: footballEventLabel(type),
    minute: minute.minute,
    added: minute.added,
    minute_text: minute.text,
    position: 0,
    player_id: null,
    player_name: null,
    player2_id: null,
    player2_name: null,
    reason_type: null,
    home_score: score.home,
    away_score: score.away,
    text,
  };
}

/**
 * The facts timeline of a match, ascending: kick-off, goals (open play 1, penalty 8, own goal 17),
 * missed penalties (16), cards (3, 4, 15), substitutions (9), half time (11, carrying the half-time
 * score); in a tie that goes on, the end of extra time (26), the shoot-out kicks (29, 30) and its end
 * (27); full time (12). Each incident carries the score after it.
 */
export function buildIncidents(data: FootballMatchData): TimedIncident[] {
  const scores = new ScoreTimeline(data.moments);
  const { clock } = data;
  const shootout = { home: 0, away: 0 };
  const out: TimedIncident[] = [
    {
      t: 0,
      incident: marker(
        'kickoff',
        FootballEvent.MatchStart,
        matchMinute(1, 0),
        { home: 0, away: 0 },
        INCIDENT_TEXTS.kickOff,
      ),
    },
  ];
  for (const moment of data.moments) {
    if (!INCIDENT_CODES.has(moment.code)) continue;
    const minute = matchMinute(moment.half, moment.sec);
    const score = scores.at(moment.t);
    if (moment.code === FootballEvent.ShootoutPenalty) {
      if (moment.side === 1) shootout.home += 1;
      else shootout.away += 1;
    }
    out.push({
      t: moment.t,
      incident: {
        id: moment.id,
        type: moment.code,
        type_label: footballEventLabel(moment.code),
        minute: minute.minute,
        added: minute.added,
        minute_text: minute.text,
        position: moment.side,
        player_id: moment.playerId ? String(moment.playerId) : null,
        player_name: playerName(data, moment.playerId),
        player2_id: moment.player2Id ? String(moment.player2Id) : null,
        player2_name: playerName(data, moment.player2Id),
        reason_type: moment.reason,
        home_score: score.home,
        away_score: score.away,
        text: incidentText(data, moment, shootout),
      },
    });
  }
  const half = scores.at(clock.firstHalfEnd);
  out.push({
    t: clock.firstHalfEnd,
    incident: marker(
      'halftime',
      FootballEvent.HalfTime,
      matchMinute(1, clock.firstHalfEnd - 1),
      half,
      INCIDENT_TEXTS.halfTime(half.home, half.away),
    ),
  });
  const full = scores.at(clock.end);
  const extra = clock.period(4);
  const lastMinute = extra
    ? matchMinute(4, extra.end - extra.start - 1)
    : matchMinute(2, clock.regulationEnd - clock.secondHalfStart - 1);
  if (extra) {
    out.push({
      t: extra.end,
      incident: marker(
        'extratime-end',
        FootballEvent.ExtraTimeEnded,
        lastMinute,
        full,
        INCIDENT_TEXTS.extraTimeEnd(full.home, full.away),
      ),
    });
  }
  const penalties = data.penalties;
  const endMinute = penalties ? matchMinute(5, 0) : lastMinute;
  if (penalties) {
    out.push({
      t: clock.end,
      incident: marker(
        'shootout-end',
        FootballEvent.ShootoutEnded,
        endMinute,
        full,
        INCIDENT_TEXTS.shootoutEnd(penalties[1], penalties[2]),
      ),
    });
  }
  out.push({
    t: clock.end,
    incident: marker(
      'fulltime',
      FootballEvent.MatchEnd,
      endMinute,
      full,
      INCIDENT_TEXTS.fullTime(
        full.home,
        full.away,
        penalties ? [penalties[1], penalties[2]] : null,
      ),
    ),
  });
  // Stable: markers that share a second keep the order they were added in.
  return out.sort((a, b) => a.t - b.t);
}
