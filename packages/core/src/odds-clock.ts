import type { Sport } from './sport';

/** Minutes of a football match's regular time: the length of its time axis. */
export const FOOTBALL_AXIS_MINUTES = 90;
/** Minutes of an NBA quarter. */
export const BASKETBALL_QUARTER_MINUTES = 12;
/** Minutes of an NBA overtime. */
export const BASKETBALL_OVERTIME_MINUTES = 5;
/** Regulation quarters of a basketball game. */
const QUARTERS = 4;

/** How odds pages write the moment before kick-off / tip-off, half time and the final whistle. */
export const ODDS_CLOCK_TEXTS = {
  preMatch: '赛前',
  halfTime: '中场',
  basketballHalfTime: '中场休息',
  fullTime: '完场',
} as const;

const FOOTBALL_MINUTE = /^(\d{1,3})(?:\+(\d{1,2}))?'$/;
const BASKETBALL_CLOCK = /^(?:第([1-4])节|加时(\d{1,2}))\s+(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/;
const BASKETBALL_PERIOD_END = /^第([1-4])节结束$/;

/** Minutes of basketball play before period `period` (1–4 quarters, 5 on the overtimes) starts. */
function basketballPeriodStart(period: number): number {
  if (period <= QUARTERS) return (period - 1) * BASKETBALL_QUARTER_MINUTES;
  return (
    QUARTERS * BASKETBALL_QUARTER_MINUTES + (period - QUARTERS - 1) * BASKETBALL_OVERTIME_MINUTES
  );
}

function footballMinute(text: string): number | null {
  if (text === '' || text === ODDS_CLOCK_TEXTS.preMatch) return 0;
  if (text === ODDS_CLOCK_TEXTS.halfTime) return 45;
  const match = FOOTBALL_MINUTE.exec(text);
  if (!match) return null;
  const minute = Number(match[1]);
  const added = match[2] === undefined ? 0 : Number(match[2]);
  // First-half stoppage time stays on 45 so the axis never runs into the second half; stoppage at
  // the end of the match (or of extra time) extends the axis.
  return minute <= 45 ? minute : minute + added;
}

function basketballMinute(text: string): number | null {
  if (text === '' || text === ODDS_CLOCK_TEXTS.preMatch) return 0;
  if (text === ODDS_CLOCK_TEXTS.halfTime || text === ODDS_CLOCK_TEXTS.basketballHalfTime) {
    return 2 * BASKETBALL_QUARTER_MINUTES;
  }
  const ended = BASKETBALL_PERIOD_END.exec(text);
  if (ended) return Number(ended[1]) * BASKETBALL_QUARTER_MINUTES;
  const match = BASKETBALL_CLOCK.exec(text);
  if (!match) return null;
  const period = match[1] ? Number(match[1]) : QUARTERS + Number(match[2]);
  const length = period <= QUARTERS ? BASKETBALL_QUARTER_MINUTES : BASKETBALL_OVERTIME_MINUTES;
  const left = Number(match[3]) + Number(match[4]) / 60;
  return basketballPeriodStart(period) + Math.max(0, length - left);
}

/**
 * Where a moment written on an odds page (`time_text` of the page or of a history entry) lies on a
 * time axis, in minutes of play since the start: `赛前` 0, `18'` 18, `45+2'` 45, `中场` 45, `90+4'`
 * 94; `第3节 5:12` 30.8 (two quarters and 6:48 of the third), `加时1 3:00` 50. `null` for `完场`
 * and anything it cannot read: the caller places those at the end of the axis.
 */
export function oddsClockMinute(sport: Sport, text: string): number | null {
  const trimmed = text.trim();
  return sport === 'football' ? footballMinute(trimmed) : basketballMinute(trimmed);
}

/**
 * The length of the time axis for a match whose latest moment lies at `lastMinute`: football 90
 * minutes (longer when stoppage or extra time runs past it), basketball 48 (plus 5 per overtime
 * reached).
 */
export function oddsAxisMinutes(sport: Sport, lastMinute: number): number {
  if (sport === 'football') return Math.max(FOOTBALL_AXIS_MINUTES, Math.ceil(lastMinute));
  const regulation = QUARTERS * BASKETBALL_QUARTER_MINUTES;
  if (lastMinute <= regulation) return regulation;
  const overtimes = Math.ceil((lastMinute - regulation) / BASKETBALL_OVERTIME_MINUTES);
  return regulation + overtimes * BASKETBALL_OVERTIME_MINUTES;
}
