import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { ANALYSIS_TEXT } from '../texts/analysis-text';

const T = ANALYSIS_TEXT.shotMap;

/** An xG as shown: two decimals. */
export function xgText(xg: number): string {
  return xg.toFixed(2);
}

/** A share of the log-odds with its sign, so a fan sees what pushed the xG up or down. */
export function logOddsText(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(2)}`;
}

/** The team names by side. */
export interface SideNames {
  homeName: string;
  awayName: string;
}

/** The name of a side. */
export function sideName(side: 1 | 2, names: SideNames): string {
  return side === 1 ? names.homeName : names.awayName;
}

/** A shot's accessible name: minute, shooter, team, outcome and xG. */
export function shotLabel(shot: FootballShot, names: SideNames): string {
  const outcome =
    shot.kind === 'penalty'
      ? `${T.kind.penalty}${T.outcome[shot.outcome]}`
      : T.outcome[shot.outcome];
  return T.shot(
    shot.minute_text,
    shot.player_name,
    sideName(shot.side, names),
    outcome,
    xgText(shot.xg),
  );
}

/** An own goal's accessible name. */
export function ownGoalLabel(goal: FootballOwnGoal, names: SideNames): string {
  return T.ownGoalMark(goal.minute_text, goal.player_name, sideName(goal.side, names));
}
