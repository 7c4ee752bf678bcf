import { FootballEvent } from '@kanqiu/core';
import { lastIndexAtOrBefore } from '../shared/timeline';
import type { TeamSide, TimedEvent } from './football-moments';
import { hasTag, WyscoutTag } from './wyscout-tags';

/** Events in which a team has the ball under control. */
const ON_BALL = new Set(['Pass', 'Free Kick', 'Shot', 'Others on the ball']);

/** Restarts whose position says nothing about an attack (they start at the touchline or own box). */
const NEUTRAL_RESTARTS = new Set(['Throw in', 'Goal kick']);

/** Longest stretch one on-ball action is credited with, so stoppages do not count as possession. */
export const POSSESSION_CREDIT_CAP_SEC = 10;

/** An attack or dangerous attack: when it became one, and whose. */
export interface AttackMoment {
  t: number;
  side: TeamSide;
  code: typeof FootballEvent.Attack | typeof FootballEvent.DangerousAttack;
}

/** True for an on-ball event of the kind possession and attacks are built from. */
export function isOnBall(timed: TimedEvent): boolean {
  return ON_BALL.has(timed.event.eventName);
}

function inOpponentHalf(timed: TimedEvent): boolean {
  if (NEUTRAL_RESTARTS.has(timed.event.subEventName)) return false;
  return (timed.event.positions[0]?.x ?? 0) >= 50;
}

function inDangerZone(x: number, y: number): boolean {
  return x >= 70 && y >= 20 && y <= 80;
}

function isDangerous(timed: TimedEvent): boolean {
  const { event } = timed;
  if (event.eventName === 'Shot' || event.subEventName === 'Corner') return true;
  if (NEUTRAL_RESTARTS.has(event.subEventName)) return false;
  const [origin, end] = event.positions;
  if (origin && inDangerZone(origin.x, origin.y)) return true;
  return Boolean(end && hasTag(event, WyscoutTag.Accurate) && inDangerZone(end.x, end.y));
}

/**
 * Attacks, dangerous attacks and possession derived from the event stream (the rule is written in
 * `docs/data.md`): a possession is a run of on-ball events of one team within a half; it becomes an
 * attack at its first on-ball action that starts in the opponent's half, and a dangerous attack at its
 * first shot, corner, or action starting (or accurately ending) in the central attacking zone
 * (x ≥ 70, 20 ≤ y ≤ 80). Possession is each team's share of in-play time: every on-ball action is
 * credited with the time until the next one, at most 10 s.
 */
export class PossessionModel {
  readonly attacks: readonly AttackMoment[];
  private readonly times: number[] = [];
  private readonly homeSeconds: number[] = [];
  private readonly awaySeconds: number[] = [];

  constructor(events: readonly TimedEvent[]) {
    const onBall = events.filter(isOnBall);
    const attacks: AttackMoment[] = [];
    let home = 0;
    let away = 0;
    let owner: TeamSide | null = null;
    let attacked = false;
    let dangerous = false;
    for (let i = 0; i < onBall.length; i += 1) {
      const timed = onBall[i] as TimedEvent;
      const next = onBall[i + 1];
      const previous = onBall[i - 1];
      if (owner !== timed.side || previous?.half !== timed.half) {
        owner = timed.side;
        attacked = false;
        dangerous = false;
      }
      if (!attacked && (inOpponentHalf(timed) || isDangerous(timed))) {
        attacked = true;
        attacks.push({ t: timed.t, side: timed.side, code: FootballEvent.Attack });
      }
      if (!dangerous && isDangerous(timed)) {
        dangerous = true;
        attacks.push({ t: timed.t, side: timed.side, code: FootballEvent.DangerousAttack });
      }
      if (next && next.half === timed.half) {
        const credit = Math.min(POSSESSION_CREDIT_CAP_SEC, Math.max(0, next.t - timed.t));
        if (timed.side === 1) home += credit;
        else away += credit;
      }
      this.times.push(timed.t);
      this.homeSeconds.push(home);
      this.awaySeconds.push(away);
    }
    this.attacks = attacks;
  }

  /** Possession in whole percent at replay second `t`, home + away = 100; 50–50 before any play. */
  possessionAt(t: number): { home: number; away: number } {
    const index = lastIndexAtOrBefore(this.times, t);
    const home = index < 0 ? 0 : (this.homeSeconds[index] as number);
    const away = index < 0 ? 0 : (this.awaySeconds[index] as number);
    if (home + away === 0) return { home: 50, away: 50 };
    const homePercent = Math.round((100 * home) / (home + away));
    return { home: homePercent, away: 100 - homePercent };
  }
}
