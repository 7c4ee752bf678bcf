import type { EspnPlay } from './hoopr-types';

/** The shot families the commentary names. */
export type ShotType =
  | 'alley_oop'
  | 'dunk'
  | 'tip'
  | 'putback'
  | 'reverse_layup'
  | 'finger_roll'
  | 'driving_layup'
  | 'layup'
  | 'hook'
  | 'floater'
  | 'fadeaway'
  | 'step_back'
  | 'pullup'
  | 'turnaround'
  | 'jumper';

/** Turnover kinds. */
export type TurnoverType =
  | 'lost_ball'
  | 'bad_pass'
  | 'traveling'
  | 'out_of_bounds'
  | 'offensive_foul'
  | 'shot_clock'
  | 'other';

/** Foul kinds. */
export type FoulType =
  | 'personal'
  | 'shooting'
  | 'loose_ball'
  | 'offensive'
  | 'charge'
  | 'take'
  | 'technical'
  | 'flagrant'
  | 'other';

/** What one ESPN play is, read from its type, text and participants (see `docs/data.md`). */
export type PlayKind =
  | {
      kind: 'shot';
      made: boolean;
      three: boolean;
      shot: ShotType;
      bank: boolean;
      distance: number | null;
      shooter: string | null;
      assister: string | null;
      blocker: string | null;
    }
  | { kind: 'free_throw'; made: boolean; index: number; of: number; shooter: string | null }
  | { kind: 'rebound'; offensive: boolean; player: string | null }
  | { kind: 'turnover'; turnover: TurnoverType; player: string | null; stealer: string | null }
  | { kind: 'foul'; foul: FoulType; player: string | null }
  | { kind: 'substitution'; playerIn: string | null; playerOut: string | null }
  | { kind: 'timeout' }
  | { kind: 'jumpball'; first: string | null; second: string | null; gains: string | null }
  | { kind: 'end_period' }
  | { kind: 'end_game' }
  | { kind: 'review'; challenge: boolean; outcome: 'upheld' | 'overturned' | null }
  | { kind: 'other' };

function shotType(type: string): ShotType {
  if (/alley oop/i.test(type)) return 'alley_oop';
  if (/dunk/i.test(type)) return 'dunk';
  if (/tip/i.test(type)) return 'tip';
  if (/putback/i.test(type)) return 'putback';
  if (/reverse/i.test(type)) return 'reverse_layup';
  if (/finger roll/i.test(type)) return 'finger_roll';
  if (/layup/i.test(type)) return /driving/i.test(type) ? 'driving_layup' : 'layup';
  if (/hook/i.test(type)) return 'hook';
  if (/floating/i.test(type)) return 'floater';
  if (/fade ?away/i.test(type)) return 'fadeaway';
  if (/step back/i.test(type)) return 'step_back';
  if (/pullup/i.test(type)) return 'pullup';
  if (/turnaround/i.test(type)) return 'turnaround';
  return 'jumper';
}

function turnoverType(type: string): TurnoverType {
  if (/shot clock/i.test(type)) return 'shot_clock';
  if (/offensive foul/i.test(type)) return 'offensive_foul';
  if (/out of bounds/i.test(type)) return 'out_of_bounds';
  if (/traveling/i.test(type)) return 'traveling';
  if (/bad pass/i.test(type)) return 'bad_pass';
  if (/lost ball/i.test(type)) return 'lost_ball';
  return 'other';
}

function foulType(type: string): FoulType {
  if (/technical/i.test(type)) return 'technical';
  if (/flagrant/i.test(type)) return 'flagrant';
  if (/take/i.test(type)) return 'take';
  if (/charge/i.test(type)) return 'charge';
  if (/offensive/i.test(type)) return 'offensive';
  if (/shooting/i.test(type)) return 'shooting';
  if (/loose ball/i.test(type)) return 'loose_ball';
  if (/personal/i.test(type)) return 'personal';
  return 'other';
}

/** ESPN's placeholder for a play without a court location. */
const NO_COORDINATE = -214748340;

/**
 * A missed shot is a three when its text says so. ESPN writes some misses without "three point" or
 * "two point" (step-back and running jumpers); those are judged by where they were taken: ESPN's
 * shot coordinates are feet with the basket at (25, 0), and the line is 22 ft away in the corners
 * (up to 9 ft above the basket) and 23.75 ft elsewhere. The distance in the text is the fallback.
 */
function isMissedThree(play: EspnPlay, distance: number | null): boolean {
  if (/three point/i.test(play.text)) return true;
  if (/two point/i.test(play.text)) return false;
  const x = play['coordinate.x'];
  const y = play['coordinate.y'];
  if (typeof x === 'number' && typeof y === 'number' && x > NO_COORDINATE && y > NO_COORDINATE) {
    const across = Math.abs(x - 25);
    if (y <= 9) return across >= 22;
    return Math.hypot(across, y) >= 23.75;
  }
  return distance !== null && distance >= 23;
}

/** Reads one play. ESPN's `type.text` can hold a newline (`Bad Pass\nTurnover`); it is read as a space. */
export function classifyPlay(play: EspnPlay): PlayKind {
  const type = play['type.text'].replace(/\s+/g, ' ').trim();
  const text = play.text ?? '';
  const p0 = play['participants.0.athlete.id'];
  const p1 = play['participants.1.athlete.id'];
  const p2 = play['participants.2.athlete.id'];
  const freeThrow = /^Free Throw - (\d+) of (\d+)/i.exec(type);
  if (freeThrow) {
    return {
      kind: 'free_throw',
      made: /\bmakes\b/i.test(text),
      index: Number(freeThrow[1]),
      of: Number(freeThrow[2]),
      shooter: p0,
    };
  }
  if (play.shootingPlay) {
    const blocked = /\bblocks\b/i.test(text);
    const made = play.scoringPlay;
    const distance = Number(/(\d+)-foot/.exec(text)?.[1] ?? Number.NaN) || null;
    return {
      kind: 'shot',
      made,
      three: made ? play.scoreValue === 3 : isMissedThree(play, distance),
      shot: shotType(type),
      bank: /bank/i.test(type),
      distance,
      shooter: p0,
      assister: made && /assists/i.test(text) ? p1 : null,
      blocker: blocked ? p1 : null,
    };
  }
  if (/rebound/i.test(type))
    return { kind: 'rebound', offensive: /offensive/i.test(type), player: p0 };
  if (/turnover|traveling/i.test(type)) {
    return {
      kind: 'turnover',
      turnover: turnoverType(type),
      player: p0,
      stealer: /steals/i.test(text) ? p1 : null,
    };
  }
  if (/foul|charge/i.test(type)) return { kind: 'foul', foul: foulType(type), player: p0 };
  if (/^substitution$/i.test(type)) return { kind: 'substitution', playerIn: p0, playerOut: p1 };
  if (/timeout/i.test(type)) return { kind: 'timeout' };
  if (/^jump ?ball/i.test(type)) return { kind: 'jumpball', first: p0, second: p1, gains: p2 };
  if (/^end period$/i.test(type)) return { kind: 'end_period' };
  if (/^end game$/i.test(type)) return { kind: 'end_game' };
  if (/review|challenge/i.test(type)) {
    const outcome = /overturned/i.test(type + text)
      ? 'overturned'
      : /support|stands|upheld/i.test(type + text)
        ? 'upheld'
        : null;
    return { kind: 'review', challenge: /challenge/i.test(type), outcome };
  }
  return { kind: 'other' };
}
