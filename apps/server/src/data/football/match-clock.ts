import { FootballStatus, type FootballStatusCode } from '@kanqiu/core/contract/match';
import type { WyscoutEvent } from './wyscout-types';

/** Replay seconds of the half-time break (the real break is 15 minutes). */
export const HALF_TIME_BREAK_SEC = 15 * 60;
/** Replay seconds between the end of the 90 minutes and extra time. */
export const EXTRA_TIME_BREAK_SEC = 5 * 60;
/** Replay seconds between the two halves of extra time (the teams change ends). */
export const EXTRA_TIME_INTERVAL_SEC = 60;
/** Replay seconds between the end of extra time and the first kick of a shoot-out. */
export const SHOOTOUT_BREAK_SEC = 5 * 60;

/** Seconds of a regular half (45 minutes). */
export const REGULAR_HALF_SEC = 45 * 60;
/** Seconds of a half of extra time (15 minutes). */
export const EXTRA_HALF_SEC = 15 * 60;

/** A period of play: 1 and 2 the halves, 3 and 4 the halves of extra time. */
export type Half = 1 | 2 | 3 | 4;
/** A period of play, or 5: the penalty shoot-out. */
export type Period = Half | 5;

/** The data's name of each period. */
const PERIOD_NAMES: Readonly<Record<string, Period>> = { '1H': 1, '2H': 2, E1: 3, E2: 4, P: 5 };

/** The first match minute of each half, and its regular length in minutes. */
const HALF_BASE: Readonly<Record<Half, { base: number; length: number }>> = {
  1: { base: 0, length: 45 },
  2: { base: 45, length: 45 },
  3: { base: 90, length: 15 },
  4: { base: 105, length: 15 },
};

/** The break before each period (the first starts at replay second 0). */
const BREAK_BEFORE: Readonly<Record<Period, number>> = {
  1: 0,
  2: HALF_TIME_BREAK_SEC,
  3: EXTRA_TIME_BREAK_SEC,
  4: EXTRA_TIME_INTERVAL_SEC,
  5: SHOOTOUT_BREAK_SEC,
};

/** The status of the break before each period. */
const BREAK_STATUS: Readonly<Record<Period, FootballStatusCode>> = {
  1: FootballStatus.NotStarted,
  2: FootballStatus.HalfTime,
  3: FootballStatus.BeforeExtraTime,
  4: FootballStatus.ExtraTimeHalfTime,
  5: FootballStatus.BeforePenalties,
};

/** The status while each period is played. */
const PLAY_STATUS: Readonly<Record<Period, FootballStatusCode>> = {
  1: FootballStatus.FirstHalf,
  2: FootballStatus.SecondHalf,
  3: FootballStatus.ExtraTimeFirstHalf,
  4: FootballStatus.ExtraTimeSecondHalf,
  5: FootballStatus.Penalties,
};

/** A match minute as shown: `minute` 47 in the first half is `45+2'`. */
export interface MatchMinute {
  minute: number;
  added: number;
  text: string;
}

/** Where replay time `t` stands in a match. */
export interface ClockState extends Partial<MatchMinute> {
  status: FootballStatusCode;
}

/** The period a Wyscout event belongs to. @throws Error for a period the data should not have. */
export function periodOf(event: Pick<WyscoutEvent, 'matchPeriod'>): Period {
  const period = PERIOD_NAMES[event.matchPeriod];
  if (period === undefined) throw new Error(`Unsupported match period ${event.matchPeriod}`);
  return period;
}

/**
 * The replay clock of one football match: replay second 0 is the first kick-off, each period lasts as
 * long as its events run (so stoppage time is real), and breaks separate them: 15 minutes at half
 * time, 5 minutes before extra time, 1 minute between its halves, 5 minutes before a shoot-out.
 */
export class FootballMatchClock {
  /** Replay seconds at which each period played starts and ends, in order (1H, 2H[, E1, E2][, P]). */
  readonly periods: readonly { period: Period; start: number; end: number }[];
  /** Replay second of the half-time whistle. */
  readonly firstHalfEnd: number;
  /** Replay second of the second-half kick-off. */
  readonly secondHalfStart: number;
  /** Replay second of the end of the 90 minutes (stoppage time included). */
  readonly regulationEnd: number;
  /** Replay second of the final whistle: after extra time or the shoot-out when they were played. */
  readonly end: number;

  /** @param lengths seconds of each period played, in order: two halves, then two of extra time, then the shoot-out. */
  constructor(...lengths: number[]) {
    const periods: { period: Period; start: number; end: number }[] = [];
    let cursor = 0;
    lengths.forEach((length, index) => {
      const period = (index + 1) as Period;
      const start = cursor + BREAK_BEFORE[period];
      const end = start + Math.ceil(length);
      periods.push({ period, start, end });
      cursor = end;
    });
    this.periods = periods;
    this.firstHalfEnd = periods[0]?.end ?? 0;
    this.secondHalfStart = periods[1]?.start ?? this.firstHalfEnd;
    this.regulationEnd = periods[1]?.end ?? this.firstHalfEnd;
    this.end = cursor;
  }

  /**
   * The clock of a match's events: each period ends one second after its last event.
   *
   * @throws Error for an unknown period, or extra time or a shoot-out without the periods before it.
   */
  static fromEvents(events: readonly WyscoutEvent[]): FootballMatchClock {
    return FootballMatchClock.fromLastEvents(
      events.map((event) => [periodOf(event), event.eventSec] as const),
    );
  }

  /**
   * The clock of `[period, eventSec]` pairs of a match's events.
   *
   * @throws Error for extra time or a shoot-out without the periods before it.
   */
  static fromLastEvents(events: Iterable<readonly [Period, number]>): FootballMatchClock {
    const last = [0, 0, 0, 0, 0];
    const seen = new Set<number>();
    for (const [period, sec] of events) {
      seen.add(period);
      last[period - 1] = Math.max(last[period - 1] as number, sec);
    }
    const count = Math.max(2, ...seen);
    for (let period = 1; period <= count; period += 1) {
      if (!seen.has(period)) throw new Error(`The events have no period ${period}`);
    }
    return new FootballMatchClock(...last.slice(0, count).map((sec) => sec + 1));
  }

  /** True when the match went to extra time. */
  get hasExtraTime(): boolean {
    return this.periods.length >= 4;
  }

  /** The shoot-out's start and end, when there was one. */
  get shootout(): { start: number; end: number } | null {
    const period = this.periods[4];
    return period ? { start: period.start, end: period.end } : null;
  }

  /** The start and end of a period; `undefined` when the match did not have it. */
  period(period: Period): { start: number; end: number } | undefined {
    return this.periods[period - 1];
  }

  /** Replay second of a moment `sec` seconds into a period. */
  replayTime(period: Period, sec: number): number {
    const found = this.periods[period - 1];
    if (!found) throw new Error(`The match has no period ${period}`);
    return found.start + sec;
  }

  /** The half of play and seconds into it at replay second `t`, or `null` outside play. */
  halfAt(t: number): { half: Half; sec: number } | null {
    for (const { period, start, end } of this.periods) {
      if (period !== 5 && t >= start && t < end) return { half: period, sec: t - start };
    }
    return null;
  }

  /** Status and running minute at replay second `t`. */
  stateAt(t: number): ClockState {
    if (t < 0) return { status: FootballStatus.NotStarted };
    if (t >= this.end) return { status: FootballStatus.Finished };
    for (const { period, start, end } of this.periods) {
      if (t < start) return { status: BREAK_STATUS[period] };
      if (t < end) {
        if (period === 5) return { status: PLAY_STATUS[period] };
        return { status: PLAY_STATUS[period], ...matchMinute(period, t - start) };
      }
    }
    return { status: FootballStatus.Finished };
  }
}

/**
 * The match minute of a moment `sec` seconds into a period, counted the way scoreboards and match
 * reports do: the n-th minute runs from (n-1):00 to n:00, so 17:59 is the 18th minute; beyond the
 * regular length of a half the minute shows as stoppage time (`45+2'`, `90+3'`, `105+1'`). Shoot-out
 * kicks are shown at minute 120 as `点球`.
 */
export function matchMinute(period: Period, sec: number): MatchMinute {
  if (period === 5) return { minute: 120, added: 0, text: SHOOTOUT_MINUTE_TEXT };
  const { base, length } = HALF_BASE[period];
  const inHalf = Math.floor(Math.max(0, sec) / 60) + 1;
  const regular = Math.min(inHalf, length);
  const added = Math.max(0, inHalf - length);
  const minute = base + regular + added;
  const text = added > 0 ? `${base + length}+${added}'` : `${base + regular}'`;
  return { minute, added, text };
}

/** How the minute of a shoot-out kick is shown. */
export const SHOOTOUT_MINUTE_TEXT = '点球';

/**
 * The half and seconds into it of a minute given as the data's 1-based match minute: 46 is the second
 * half; in a match with extra time 91–105 is its first half and 106–120 its second.
 */
export function halfOfMinute(
  minute: number,
  extraTime = false,
): { half: Half; from: number; to: number } {
  const window = (half: Half, first: number) => ({
    half,
    from: (minute - first) * 60,
    to: (minute - first + 1) * 60,
  });
  if (minute <= 45) return window(1, 1);
  if (!extraTime || minute <= 90) return window(2, 46);
  if (minute <= 105) return window(3, 91);
  return window(4, 106);
}
