import type { AlertKind } from './constants/follow';
import { isFinished } from './match-status';

/** `status_id` of a match that has not kicked off (football and basketball alike). */
const STATUS_NOT_STARTED = 1;

/** The part of a match page the alert rule reads. */
export interface AlertPage {
  status_id: number;
  home_team: { name: string; score: number; red_cards?: number };
  away_team: { name: string; score: number; red_cards?: number };
}

/** A moment worth telling a fan who follows the match. */
export interface MatchAlert {
  kind: AlertKind;
  /** The side it concerns; `null` for kick-off and full time. */
  side: 'home' | 'away' | null;
}

/**
 * The moments between two pages of one match, in the order they happened on the pitch: kick-off,
 * goals, red cards, full time. Goals count only in football (`countGoals`): a basketball score moves
 * every minute. A page that goes back (a replay started over) raises nothing.
 */
export function matchAlertsBetween(
  held: AlertPage,
  next: AlertPage,
  countGoals: boolean,
): MatchAlert[] {
  const alerts: MatchAlert[] = [];
  const sides = [
    ['home', held.home_team, next.home_team],
    ['away', held.away_team, next.away_team],
  ] as const;
  if (next.home_team.score < held.home_team.score || next.away_team.score < held.away_team.score) {
    return alerts;
  }
  if (held.status_id === STATUS_NOT_STARTED && next.status_id !== STATUS_NOT_STARTED) {
    alerts.push({ kind: 'kickoff', side: null });
  }
  if (countGoals) {
    for (const [side, before, after] of sides) {
      for (let goal = before.score; goal < after.score; goal += 1)
        alerts.push({ kind: 'goal', side });
    }
  }
  for (const [side, before, after] of sides) {
    if ((after.red_cards ?? 0) > (before.red_cards ?? 0)) alerts.push({ kind: 'red_card', side });
  }
  if (!isFinished(held.status_id) && isFinished(next.status_id)) {
    alerts.push({ kind: 'full_time', side: null });
  }
  return alerts;
}
