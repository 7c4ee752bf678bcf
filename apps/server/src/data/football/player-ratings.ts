import { FootballEvent } from '@kanqiu/core';
import type { PlayerRating } from '@kanqiu/core/contract/football';
import { type FootballMatchData, playerName } from './football-match-data';
import type { TimedShot } from './football-shots';
import { hasTag, WyscoutTag } from './wyscout-tags';

/**
 * The rating formula (docs/models.md §10): every player starts from {@link RATING_BASE}, gains
 * {@link RATING_FULL_MATCH} spread over 90 minutes on the pitch, and each action adds its weight.
 * The weights are one table, the same for everyone, chosen so that a quiet full match rates about
 * 6.5 and the tournament's typical starter 6.6–7.2, as fans read the peers' ratings.
 */
export const RATING_BASE = 5.6;
export const RATING_FULL_MATCH = 0.5;
export const RATING_MIN = 3;
export const RATING_MAX = 10;

/** What each action adds to (or takes from) a rating. */
export const RATING_WEIGHTS = {
  goal: 1.0,
  penaltyGoal: 0.6,
  assist: 0.7,
  ownGoal: -1.0,
  /** Per unit of xG of each shot: getting into good chances counts, scored or not. */
  shotXg: 0.6,
  shotOnTarget: 0.1,
  penaltyMissed: -0.5,
  keyPass: 0.25,
  passCompleted: 0.008,
  passFailed: -0.02,
  duelWon: 0.03,
  duelLost: -0.03,
  tackleWon: 0.05,
  interception: 0.1,
  clearance: 0.05,
  save: 0.3,
  goalConceded: -0.25,
  dangerousBallLost: -0.3,
  missedBall: -0.03,
  foul: -0.05,
  offside: -0.05,
  yellowCard: -0.3,
  redCard: -1.5,
} as const;

/** Seconds of play (breaks left out) between replay seconds `from` and `to`. */
function playedSeconds(data: FootballMatchData, from: number, to: number): number {
  let total = 0;
  for (const half of [1, 2, 3, 4] as const) {
    const period = data.clock.period(half);
    if (!period) continue;
    total += Math.max(0, Math.min(to, period.end) - Math.max(from, period.start));
  }
  return total;
}

/** When each player who has played came on and went off (or `t`), up to replay second `t`. */
function timeOnPitch(
  data: FootballMatchData,
  t: number,
): Map<number, { from: number; to: number }> {
  const spells = new Map<number, { from: number; to: number }>();
  if (t < 0) return spells;
  for (const side of [1, 2] as const) {
    for (const entry of data.teamData[side].formation.lineup)
      spells.set(entry.playerId, { from: 0, to: t });
  }
  for (const moment of data.moments) {
    if (moment.t > t) break;
    if (moment.code === FootballEvent.Substitution) {
      if (moment.playerId) spells.set(moment.playerId, { from: moment.t, to: t });
      const off = moment.player2Id ? spells.get(moment.player2Id) : undefined;
      if (off) off.to = moment.t;
    }
    if (moment.code === FootballEvent.RedCard || moment.code === FootballEvent.SecondYellow) {
      const sent = moment.playerId ? spells.get(moment.playerId) : undefined;
      if (sent) sent.to = moment.t;
    }
  }
  return spells;
}

/**
 * Every player's rating at replay second `t`, counting only what has happened by then; players who
 * have not been on the pitch are left out. Sorted best first.
 */
export function playerRatingsAt(
  data: FootballMatchData,
  shots: readonly TimedShot[],
  t: number,
): PlayerRating[] {
  const w = RATING_WEIGHTS;
  const points = new Map<number, number>();
  const add = (id: number | null | undefined, value: number) => {
    if (id) points.set(id, (points.get(id) ?? 0) + value);
  };
  for (const { t: at, shot } of shots) {
    if (at > t) break;
    const id = Number(shot.player_id);
    add(id, w.shotXg * shot.xg);
    if (shot.outcome === 'saved') add(id, w.shotOnTarget);
  }
  for (const moment of data.moments) {
    if (moment.t > t) break;
    if (moment.code === FootballEvent.Goal) {
      add(moment.playerId, w.goal);
      add(moment.player2Id, w.assist);
    } else if (moment.code === FootballEvent.Penalty) add(moment.playerId, w.penaltyGoal);
    else if (moment.code === FootballEvent.PenaltyMissed) add(moment.playerId, w.penaltyMissed);
    else if (moment.code === FootballEvent.OwnGoal) add(moment.playerId, w.ownGoal);
    else if (moment.code === FootballEvent.YellowCard) add(moment.playerId, w.yellowCard);
    else if (moment.code === FootballEvent.RedCard || moment.code === FootballEvent.SecondYellow) {
      add(moment.playerId, w.redCard);
    }
  }
  for (const { event, t: at } of data.events) {
    if (at > t) break;
    const id = event.playerId;
    if (!id) continue;
    if (event.eventName === 'Pass') {
      add(id, hasTag(event, WyscoutTag.Accurate) ? w.passCompleted : w.passFailed);
    }
    if (hasTag(event, WyscoutTag.KeyPass)) add(id, w.keyPass);
    if (event.eventName === 'Duel') {
      if (hasTag(event, WyscoutTag.DuelWon)) {
        add(id, w.duelWon);
        if (event.subEventName === 'Ground defending duel') add(id, w.tackleWon);
      } else if (hasTag(event, WyscoutTag.DuelLost)) add(id, w.duelLost);
    }
    if (hasTag(event, WyscoutTag.Interception)) add(id, w.interception);
    if (event.subEventName === 'Clearance') add(id, w.clearance);
    if (event.eventName === 'Save attempt') {
      add(id, hasTag(event, WyscoutTag.Goal) ? w.goalConceded : w.save);
    }
    if (hasTag(event, WyscoutTag.DangerousBallLost)) add(id, w.dangerousBallLost);
    if (hasTag(event, WyscoutTag.MissedBall)) add(id, w.missedBall);
    if (event.eventName === 'Foul') add(id, w.foul);
    if (event.eventName === 'Offside') add(id, w.offside);
  }
  const fullLength = data.clock.hasExtraTime ? 120 : 90;
  const ratings: PlayerRating[] = [];
  for (const [id, spell] of timeOnPitch(data, t)) {
    const seconds = playedSeconds(data, spell.from, spell.to);
    if (seconds <= 0) continue;
    const minutes = Math.min(Math.round(seconds / 60), fullLength);
    const raw =
      RATING_BASE + (RATING_FULL_MATCH * Math.min(minutes, 90)) / 90 + (points.get(id) ?? 0);
    const info = data.players.get(id);
    ratings.push({
      player_id: String(id),
      player_name: playerName(data, id) ?? '',
      side: info?.side ?? 1,
      rating: Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, raw)) * 10) / 10,
      minutes,
    });
  }
  return ratings.sort((a, b) => b.rating - a.rating || b.minutes - a.minutes);
}
