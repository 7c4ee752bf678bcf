import { FootballStatus, type FootballStatusCode } from '@kanqiu/core/contract';
import type { WyscoutEvent } from './wyscout-types';

/** Replay seconds of the half-time break (the real break is 15 minutes). */
export const HALF_TIME_BREAK_SEC = 15 * 60;

/** Seconds of a regular half. */
const HALF_SEC = 45 * 60;

/** 1 or 2: the half an event belongs to. */
export type Half = 1 | 2;

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

/**
 * The replay clock of one football match: replay second 0 is the first kick-off, each half lasts as
 * long as its events run (so stoppage time is real), and a 15-minute break separates the halves.
 */
export class FootballMatchClock {
  /** Replay second of the half-time whistle. */
  readonly firstHalfEnd: number;
  /** Replay second of the second-half kick-off. */
  readonly secondHalfStart: number;
  /** Replay second of the final whistle. */
  readonly end: number;

  constructor(firstHalfSec: number, secondHalfSec: number) {
    this.firstHalfEnd = Math.ceil(firstHalfSec);
    this.secondHalfStart = this.firstHalfEnd + HALF_TIME_BREAK_SEC;
    this.end = this.secondHalfStart + Math.ceil(secondHalfSec);
  }

  /**
   * The clock of a Wyscout event file: each half ends one second after its last event.
   *
   * @throws Error when the match has periods beyond two halves (extra time is not replayed).
   */
  static fromEvents(events: readonly WyscoutEvent[]): FootballMatchClock {
    let first = 0;
    let second = 0;
    for (const event of events) {
      if (event.matchPeriod === '1H') first = Math.max(first, event.eventSec);
      else if (event.matchPeriod === '2H') second = Math.max(second, event.eventSec);
      else throw new Error(`Unsupported match period ${event.matchPeriod}`);
    }
    return new FootballMatchClock(first + 1, second + 1);
  }

  /** Replay second of a moment `sec` seconds into a half. */
  replayTime(half: Half, sec: number): number {
    return half === 1 ? sec : this.secondHalfStart + sec;
  }

  /** The half and seconds into it at replay second `t`, or `null` outside play. */
  halfAt(t: number): { half: Half; sec: number } | null {
    if (t < 0 || t > this.end) return null;
    if (t < this.firstHalfEnd) return { half: 1, sec: t };
    if (t >= this.secondHalfStart && t < this.end)
      return { half: 2, sec: t - this.secondHalfStart };
    return null;
  }

  /** Status and running minute at replay second `t`. */
  stateAt(t: number): ClockState {
    if (t < 0) return { status: FootballStatus.NotStarted };
    if (t >= this.end) return { status: FootballStatus.Finished };
    const at = this.halfAt(t);
    if (!at) return { status: FootballStatus.HalfTime };
    return {
      status: at.half === 1 ? FootballStatus.FirstHalf : FootballStatus.SecondHalf,
      ...matchMinute(at.half, at.sec),
    };
  }
}

/**
 * The match minute of a moment `sec` seconds into a half, counted the way scoreboards and match
 * reports do: the n-th minute runs from (n-1):00 to n:00, so 17:59 is the 18th minute; beyond 45:00
 * of a half the minute shows as stoppage time (`45+2'`, `90+3'`).
 */
export function matchMinute(half: Half, sec: number): MatchMinute {
  const inHalf = Math.floor(Math.max(0, sec) / 60) + 1;
  const base = half === 1 ? 0 : 45;
  const regular = Math.min(inHalf, 45);
  const added = Math.max(0, inHalf - 45);
  const minute = base + regular + added;
  const text = added > 0 ? `${base + 45}+${added}'` : `${base + regular}'`;
  return { minute, added, text };
}

/** Seconds into its half of a minute given as the data's 1-based match minute (46 → second half). */
export function halfOfMinute(minute: number): { half: Half; from: number; to: number } {
  if (minute <= 45) return { half: 1, from: (minute - 1) * 60, to: minute * 60 };
  return { half: 2, from: (minute - 46) * 60, to: (minute - 45) * 60 };
}

/** Seconds of a regular half (45 minutes). */
export const REGULAR_HALF_SEC = HALF_SEC;
