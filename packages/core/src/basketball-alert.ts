/**
 * The 4th quarter's clock at or under which a close game is told **(kanqiu design)**: 2 minutes
 * (120 s), the stretch a basketball fan calls the clutch.
 */
export const CLOSE_GAME_CLOCK_S = 120;

/** A margin a fan calls close at that point **(kanqiu design)**: 5 points, two possessions. */
export const CLOSE_GAME_POINTS = 5;

/** Basketball `status_id`s (`BasketballStatus` of the contract): in play, and a break between periods. */
const STATUS_IN_PLAY = 2;
const STATUS_BREAK = 3;

/** Regulation periods of a basketball game; a higher period is an overtime. */
const REGULATION_PERIODS = 4;

/** The part of a basketball match page the basketball rule reads. */
export interface BasketballAlertPage {
  status_id: number;
  /** Period in play or just ended: 1–4, 5 the first overtime; 0 before the tip-off. */
  period: number;
  /** Game clock of the last play, `5:32` or `0:04.2`; `''` when not in play. */
  clock: string;
  home_team: { score: number };
  away_team: { score: number };
}

/** A basketball moment worth telling a fan who follows the game. */
export interface BasketballAlert {
  kind: 'quarter_end' | 'close_game' | 'overtime';
  /** The period that ended (`quarter_end`), is running (`close_game`) or began (`overtime`). */
  period: number;
}

/** Seconds left on a game clock (`5:32` → 332, `0:04.2` → 4.2); `null` when there is none. */
export function clockSeconds(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(clock.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** In the last 2 minutes of the 4th quarter (not of an overtime: each is its own alert). */
function inClutch(page: BasketballAlertPage): boolean {
  if (page.status_id !== STATUS_IN_PLAY || page.period !== REGULATION_PERIODS) return false;
  const left = clockSeconds(page.clock);
  return left !== null && left <= CLOSE_GAME_CLOCK_S;
}

/**
 * The basketball moments between two pages of one game (docs/follows.md, "Basketball"): the end
 * of a quarter or an overtime that goes on (a period ending in a break, or the next period seen
 * without its break), the 4th quarter's clock passing 2:00 with the teams within 5 points, and the
 * start of each overtime. The end of the game is `full_time` (see `matchAlertsBetween`). A page that
 * goes back (a replay started over) raises nothing.
 */
export function basketballAlertsBetween(
  held: BasketballAlertPage,
  next: BasketballAlertPage,
): BasketballAlert[] {
  const alerts: BasketballAlert[] = [];
  if (next.period < held.period) return alerts;
  const wasPlaying = held.status_id === STATUS_IN_PLAY && held.period > 0;
  const ended =
    wasPlaying &&
    (next.status_id === STATUS_BREAK ||
      (next.status_id === STATUS_IN_PLAY && next.period > held.period));
  if (ended) alerts.push({ kind: 'quarter_end', period: held.period });
  if (next.period > REGULATION_PERIODS && next.period > held.period) {
    alerts.push({ kind: 'overtime', period: next.period });
  }
  const margin = Math.abs(next.home_team.score - next.away_team.score);
  if (!inClutch(held) && inClutch(next) && margin <= CLOSE_GAME_POINTS) {
    alerts.push({ kind: 'close_game', period: next.period });
  }
  return alerts;
}
