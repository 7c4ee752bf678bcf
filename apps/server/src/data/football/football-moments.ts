import { FootballEvent, type FootballEventCode } from '@kanqiu/core';
import { cardReason } from './card-reasons';
import { type FootballMatchClock, type Half, halfOfMinute, type Period } from './match-clock';
import { hasTag, WyscoutTag } from './wyscout-tags';
import type { WyscoutEvent, WyscoutSubstitution } from './wyscout-types';

/** 1 home, 2 away. */
export type TeamSide = 1 | 2;

/** Where a shot was struck from. */
export type ShotZone = 'six_yard' | 'box' | 'outside';

/** Details of a shot, for the commentary. */
export interface ShotDetail {
  zone: ShotZone;
  /** `left` / `right` foot, `head` (head or body), or unknown. */
  bodyPart: 'left' | 'right' | 'head' | null;
  blocked: boolean;
  /** The goalkeeper who saved it, when the keeper's save attempt succeeded. */
  savedBy: number | null;
  setPiece: 'penalty' | 'free_kick' | null;
  counter: boolean;
  /** Left, centre or right of the pitch seen from the shooter. */
  channel: 'left' | 'centre' | 'right';
}

/**
 * One countable thing that happened, in docs/behaviour.md §3's codes: the unit the score, the statistics, the
 * incidents and the text-live feed are built from. Sorted by `t`.
 */
export interface FootballMoment {
  /** Stable id: the Wyscout event id, suffixed when one event yields several moments. */
  id: string;
  /** Replay second. */
  t: number;
  /** The period: a half of play (1–4), or 5 for a shoot-out kick. */
  half: Period;
  /** Seconds into the period. */
  sec: number;
  code: FootballEventCode;
  /** The team the moment counts for (for an own goal: the team that benefits). */
  side: TeamSide;
  playerId: number | null;
  /** Goals: the assist; substitutions: the player going off; saves are in `shot.savedBy`. */
  player2Id: number | null;
  /** True when the moment adds a goal to `side`. */
  scores: boolean;
  /** Card reason code; `null` for anything but cards. */
  reason: number | null;
  shot: ShotDetail | null;
  /** Index of the source event in the match's event list; `null` for substitutions. */
  eventIndex: number | null;
}

/** A Wyscout event as a replay moment source: the raw event, its half and replay second. */
export interface TimedEvent {
  event: WyscoutEvent;
  half: Half;
  t: number;
  side: TeamSide;
}

function shotZone(x: number, y: number): ShotZone {
  if (x >= 94 && y >= 37 && y <= 63) return 'six_yard';
  if (x >= 84 && y >= 19 && y <= 81) return 'box';
  return 'outside';
}

function bodyPart(event: WyscoutEvent): ShotDetail['bodyPart'] {
  if (hasTag(event, WyscoutTag.HeadOrBody)) return 'head';
  if (hasTag(event, WyscoutTag.LeftFoot)) return 'left';
  if (hasTag(event, WyscoutTag.RightFoot)) return 'right';
  return null;
}

function channel(y: number): ShotDetail['channel'] {
  if (y < 35) return 'left';
  if (y > 65) return 'right';
  return 'centre';
}

/** The keeper's save attempt right after a shot, when it succeeded. */
function keeperSave(events: readonly TimedEvent[], index: number): number | null {
  const shot = events[index];
  for (let i = index + 1; i < Math.min(events.length, index + 4); i += 1) {
    const next = events[i];
    if (!shot || !next) break;
    if (next.event.eventName === 'Save attempt' && next.side !== shot.side) {
      return hasTag(next.event, WyscoutTag.Accurate) ? next.event.playerId : null;
    }
  }
  return null;
}

/** The pass tagged as the assist among the scorer's team's few events before a goal. */
function assistOf(events: readonly TimedEvent[], index: number): number | null {
  const goal = events[index];
  if (!goal) return null;
  for (let i = index - 1; i >= Math.max(0, index - 6); i -= 1) {
    const before = events[i];
    if (!before || before.half !== goal.half) break;
    if (before.side === goal.side && hasTag(before.event, WyscoutTag.Assist)) {
      return before.event.playerId;
    }
  }
  return null;
}

function shotDetail(events: readonly TimedEvent[], index: number): ShotDetail {
  const { event } = events[index] as TimedEvent;
  const origin = event.positions[0] ?? { x: 0, y: 50 };
  return {
    zone: shotZone(origin.x, origin.y),
    bodyPart: bodyPart(event),
    blocked: hasTag(event, WyscoutTag.Blocked),
    savedBy: hasTag(event, WyscoutTag.Goal) ? null : keeperSave(events, index),
    setPiece:
      event.subEventName === 'Penalty'
        ? 'penalty'
        : event.subEventName === 'Free kick shot'
          ? 'free_kick'
          : null,
    counter: hasTag(event, WyscoutTag.Counter),
    channel: channel(origin.y),
  };
}

type MomentFields = Pick<FootballMoment, 'code' | 'side' | 'playerId' | 'player2Id' | 'scores'> &
  Partial<Pick<FootballMoment, 'reason' | 'shot'>>;

const SET_PIECE_CODES: Readonly<Record<string, FootballEventCode>> = {
  Corner: FootballEvent.Corner,
  'Free Kick': FootballEvent.FreeKick,
  'Free kick cross': FootballEvent.FreeKick,
  'Free kick shot': FootballEvent.FreeKick,
  'Goal kick': FootballEvent.GoalKick,
};

const NO_MOMENTS: FootballMoment[] = [];

/** Cheap test that rules out the passes and duels that make up most of a match. */
function mayMakeMoments(event: WyscoutEvent): boolean {
  return (
    event.eventName === 'Free Kick' ||
    event.eventName === 'Shot' ||
    event.eventName === 'Offside' ||
    event.tags.some(
      (tag) =>
        tag === WyscoutTag.OwnGoal ||
        tag === WyscoutTag.YellowCard ||
        tag === WyscoutTag.RedCard ||
        tag === WyscoutTag.SecondYellow,
    )
  );
}

/**
 * The moments of one Wyscout event. The mapping (documented in `docs/data.md`): a `Shot`, a
 * `Free kick shot` or a `Penalty` is a shot on target (tag 1801) or off target (1802, blocked shots
 * included); tag 101 on it is a goal (a penalty goal is code 8, a missed penalty 16); tag 102 on any
 * event is an own goal for the other side; corners, free kicks and goal kicks come from the
 * `Free Kick` sub-events; offsides from `Offside` events; cards from tags 1702 / 1701 / 1703.
 */
export function momentsOfEvent(events: readonly TimedEvent[], index: number): FootballMoment[] {
  const timed = events[index];
  if (!timed || !mayMakeMoments(timed.event)) return NO_MOMENTS;
  const { event, half, t, side } = timed;
  const base = { t, half, sec: event.eventSec, eventIndex: index, reason: null, shot: null };
  const other: TeamSide = side === 1 ? 2 : 1;
  const out: FootballMoment[] = [];
  const add = (suffix: string, fields: MomentFields) =>
    out.push({ ...base, id: `${event.id}${suffix}`, ...fields });
  const player = event.playerId || null;
  const isShot =
    event.eventName === 'Shot' ||
    event.subEventName === 'Free kick shot' ||
    event.subEventName === 'Penalty';

  const setPiece =
    event.eventName === 'Free Kick' ? SET_PIECE_CODES[event.subEventName] : undefined;
  if (setPiece !== undefined) {
    add('-set', { code: setPiece, side, playerId: player, player2Id: null, scores: false });
  }
  if (isShot) {
    const shot = shotDetail(events, index);
    const goal = hasTag(event, WyscoutTag.Goal);
    const onTarget = hasTag(event, WyscoutTag.Accurate) || goal;
    add('-shot', {
      code: onTarget ? FootballEvent.ShotOnTarget : FootballEvent.ShotOffTarget,
      side,
      playerId: player,
      player2Id: null,
      scores: false,
      shot,
    });
    if (shot.setPiece === 'penalty') {
      add('-pen', {
        code: goal ? FootballEvent.Penalty : FootballEvent.PenaltyMissed,
        side,
        playerId: player,
        player2Id: null,
        scores: goal,
        shot,
      });
    } else if (goal) {
      add('-goal', {
        code: FootballEvent.Goal,
        side,
        playerId: player,
        player2Id: assistOf(events, index),
        scores: true,
        shot,
      });
    }
  }
  if (hasTag(event, WyscoutTag.OwnGoal)) {
    add('-og', {
      code: FootballEvent.OwnGoal,
      side: other,
      playerId: player,
      player2Id: null,
      scores: true,
    });
  }
  if (event.eventName === 'Offside') {
    add('-off', {
      code: FootballEvent.Offside,
      side,
      playerId: player,
      player2Id: null,
      scores: false,
    });
  }
  const card = hasTag(event, WyscoutTag.SecondYellow)
    ? FootballEvent.SecondYellow
    : hasTag(event, WyscoutTag.RedCard)
      ? FootballEvent.RedCard
      : hasTag(event, WyscoutTag.YellowCard)
        ? FootballEvent.YellowCard
        : null;
  if (card !== null) {
    add('-card', {
      code: card,
      side,
      playerId: player,
      player2Id: null,
      scores: false,
      reason: cardReason(event.eventName, event.subEventName),
    });
  }
  return out;
}

/**
 * The replay second of a substitution the metadata gives only as a minute: inside that minute,
 * after the outgoing player's last action and before the incoming player's first, when the events
 * allow; the middle of the minute otherwise.
 */
export function substitutionTime(
  clock: FootballMatchClock,
  events: readonly TimedEvent[],
  sub: WyscoutSubstitution,
): { t: number; half: Half; sec: number } {
  const window = halfOfMinute(sub.minute, clock.hasExtraTime);
  // Minute 46 (106 in extra time) is the data's way of saying "at the break": the change is made
  // before the restart.
  if (sub.minute === 46) return { t: clock.replayTime(2, 0), half: 2, sec: 0 };
  if (sub.minute === 106 && clock.hasExtraTime)
    return { t: clock.replayTime(4, 0), half: 4, sec: 0 };
  const inHalf = events.filter((e) => e.half === window.half);
  const lastOut = Math.max(
    -1,
    ...inHalf.filter((e) => e.event.playerId === sub.playerOut).map((e) => e.event.eventSec),
  );
  const firstIn = Math.min(
    Number.POSITIVE_INFINITY,
    ...inHalf.filter((e) => e.event.playerId === sub.playerIn).map((e) => e.event.eventSec),
  );
  const lo = Math.max(window.from, lastOut + 1);
  const hi = Math.min(window.to - 1, firstIn - 1);
  const middle = (window.from + window.to) / 2;
  const sec = lo <= hi ? Math.min(Math.max(middle, lo), hi) : middle;
  const rounded = Math.round(sec);
  return { t: clock.replayTime(window.half, rounded), half: window.half, sec: rounded };
}

/**
 * The kicks of a penalty shoot-out (the `P` period's penalties), in order: 29 scored, 30 missed (the
 * goalkeeper who saved it in `shot.savedBy`). They count for the shoot-out, never for the score.
 */
export function shootoutMoments(
  clock: FootballMatchClock,
  kicks: readonly Omit<TimedEvent, 'half'>[],
): FootballMoment[] {
  const shootout = clock.shootout;
  if (!shootout) return [];
  const out: FootballMoment[] = [];
  kicks.forEach((timed, index) => {
    const { event, side } = timed;
    if (event.subEventName !== 'Penalty') return;
    let savedBy: number | null = null;
    const next = kicks[index + 1];
    if (next && next.event.eventName === 'Save attempt' && next.side !== side) {
      savedBy = hasTag(next.event, WyscoutTag.Accurate) ? next.event.playerId : null;
    }
    const goal = hasTag(event, WyscoutTag.Goal);
    out.push({
      id: `${event.id}-so`,
      t: timed.t,
      half: 5,
      sec: event.eventSec,
      code: goal ? FootballEvent.ShootoutPenalty : FootballEvent.ShootoutPenaltyMissed,
      side,
      playerId: event.playerId || null,
      player2Id: null,
      scores: false,
      reason: null,
      shot: {
        zone: 'box',
        bodyPart: bodyPart(event),
        blocked: false,
        savedBy: goal ? null : savedBy,
        setPiece: 'penalty',
        counter: false,
        channel: 'centre',
      },
      eventIndex: null,
    });
  });
  return out;
}
