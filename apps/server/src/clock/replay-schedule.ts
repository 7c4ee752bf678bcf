import type { Sport } from '@kanqiu/core';
import type { MatchState } from '@kanqiu/core/contract/match';
import { seededRandom, seededShuffle } from './seeded-random';
import { tournamentTimeline } from './tournament-timeline';

/** Replay seconds a match is listed as upcoming before each kick-off: 20 minutes. */
export const PRE_MATCH_SEC = 20 * 60;
/** Replay seconds a match stays finished before its next run begins: 20 minutes. */
export const POST_MATCH_SEC = 20 * 60;

/** What the schedule needs to know of a match. */
export interface SchedulableMatch {
  id: string;
  sport: Sport;
  /** Replay seconds from kick-off to the final whistle. */
  durationSec: number;
  /**
   * Matches sharing this key are replayed as one tournament, kicking off in the order of their real
   * kick-offs (`originalKickoff`); without it a match cycles on its own.
   */
  tournament?: string;
  /** ISO time of the real kick-off (the order of a tournament). */
  originalKickoff?: string;
}

/** A match's place in the replay at one moment. */
export interface ReplayPosition {
  state: MatchState;
  /**
   * Counts runs of this match since start-up, seeks included: it grows by one at every restart and
   * every seek, so (run, t) never repeats.
   */
  run: number;
  /** Replay seconds since this run's kick-off: negative while upcoming, beyond the duration once finished. */
  t: number;
  /** `t` held within 0…duration: the moment of the match that its pages show. */
  matchT: number;
  /** Unix ms of this run's kick-off. */
  kickoffMs: number;
}

/** Options of {@link ReplaySchedule}. */
export interface ReplayScheduleOptions {
  matches: readonly SchedulableMatch[];
  /** Replay seconds per real second: 30 plays a 90-minute match in 3 minutes, 1 is real time. */
  speed: number;
  /** Seed of the start-up arrangement (which match is live, finished or upcoming, and where). */
  seed: number;
  /** Unix ms of start-up. */
  startAt: number;
  /**
   * Replay seconds of given matches at start-up, overriding the seeded arrangement: negative for
   * "kicks off in that many seconds", beyond the duration for "finished".
   */
  starts?: ReadonlyMap<string, number>;
  /** Called after a seek moved a match (so its new anchor can be kept). */
  onChange?: () => void;
}

/**
 * A match's track as numbers, enough to resume it after a restart: where its cycle is anchored in
 * Unix ms and its run count at that anchor.
 */
export type SavedTrack = Omit<Track, 'match'>;

interface Track {
  match: SchedulableMatch;
  /** Unix ms at which run `runBase` of the current cycle sequence begins. */
  anchorMs: number;
  runBase: number;
  /** Replay seconds from the start of a cycle to the kick-off. */
  offsetSec: number;
  /** Replay seconds of one cycle. */
  cycleSec: number;
}

/**
 * The replay clock's timetable. Every match cycles through upcoming, live (its duration) and finished,
 * then restarts as a new run, so a demo never runs dry. A match on its own is upcoming for
 * `PRE_MATCH_SEC` and finished for `POST_MATCH_SEC`; at start-up the seed places the matches of each
 * sport in turn as live (part-way through), finished and upcoming. The matches of a tournament share
 * one cycle in which they kick off in their real order, 40 replay minutes apart (see
 * `tournamentTimeline`): the seed picks where in it the replay starts, so several of its matches are
 * live, the earlier ones finished and the later ones upcoming. A match given a start (`starts`) or
 * moved (`seek`) leaves its tournament and cycles on its own. Everything is a pure function of the
 * options and the time asked about.
 */
export class ReplaySchedule {
  readonly speed: number;
  readonly seed: number;
  readonly #tracks = new Map<string, Track>();
  readonly #onChange: (() => void) | undefined;

  constructor(options: ReplayScheduleOptions) {
    if (!(options.speed > 0) || !Number.isFinite(options.speed)) {
      throw new RangeError(`Replay speed must be a positive number, got ${options.speed}`);
    }
    this.speed = options.speed;
    this.seed = options.seed;
    this.#onChange = options.onChange;
    const random = seededRandom(options.seed);
    const inTournament = (match: SchedulableMatch) =>
      match.tournament !== undefined && !options.starts?.has(match.id);
    const startT = arrangeStarts(
      options.matches.filter((match) => !inTournament(match)),
      random,
    );
    for (const match of options.matches) {
      if (!(match.durationSec > 0)) throw new RangeError(`Match ${match.id} has no duration`);
      if (inTournament(match)) continue;
      const override = options.starts?.get(match.id);
      const t = override ?? startT.get(match.id) ?? -PRE_MATCH_SEC;
      this.#tracks.set(match.id, this.#ownTrack(match, t, options.startAt, 0));
    }
    const tournaments = [
      ...new Set(options.matches.filter(inTournament).map((match) => match.tournament as string)),
    ].sort();
    for (const key of tournaments) {
      const members = options.matches.filter(
        (match) => inTournament(match) && match.tournament === key,
      );
      const timeline = tournamentTimeline(
        members.map((match) => ({
          id: match.id,
          durationSec: match.durationSec,
          originalKickoff: match.originalKickoff ?? '',
        })),
        PRE_MATCH_SEC,
        POST_MATCH_SEC,
      );
      // The seed starts the replay part-way through a match of a seeded kick-off slot, away from
      // the ends of the cycle: a few kick-offs are over and a few still to come.
      const margin = timeline.slots.length > 12 ? 3 : timeline.slots.length > 4 ? 2 : 0;
      const choices = Math.max(1, timeline.slots.length - 3 * margin - 1);
      const slot = Math.min(timeline.slots.length - 1, margin + Math.floor(random() * choices));
      const slotStart = timeline.slots[slot] as number;
      const first = members.find((match) => timeline.kickoffs.get(match.id) === slotStart);
      const within = slotStart + (first?.durationSec ?? 0) * (0.2 + 0.5 * random());
      const anchorMs = options.startAt - this.#toMs(Math.round(within));
      for (const match of members) {
        this.#tracks.set(match.id, {
          match,
          anchorMs,
          runBase: 0,
          offsetSec: timeline.kickoffs.get(match.id) as number,
          cycleSec: timeline.cycleSec,
        });
      }
    }
  }

  /** True when the schedule holds a match with this id. */
  has(matchId: string): boolean {
    return this.#tracks.has(matchId);
  }

  /** Where match `matchId` is at Unix ms `now`. */
  position(matchId: string, now: number): ReplayPosition {
    const track = this.#track(matchId);
    const duration = track.match.durationSec;
    const cycle = track.cycleSec;
    // Rounded to replay milliseconds so that float error never puts `t` just short of a change point.
    const elapsed = Math.max(0, Math.round((now - track.anchorMs) * this.speed) / 1000);
    const cycles = Math.floor(elapsed / cycle);
    const t = elapsed - cycles * cycle - track.offsetSec;
    const state: MatchState = t < 0 ? 'upcoming' : t < duration ? 'live' : 'finished';
    return {
      state,
      run: track.runBase + cycles,
      t,
      matchT: Math.min(Math.max(t, 0), duration),
      kickoffMs: track.anchorMs + this.#toMs(cycles * cycle + track.offsetSec),
    };
  }

  /**
   * Puts match `matchId` at replay second `t` as of Unix ms `now`, as a new run; a match of a
   * tournament leaves it and cycles on its own from then on.
   */
  seek(matchId: string, t: number, now: number): ReplayPosition {
    const track = this.#track(matchId);
    const current = this.position(matchId, now);
    this.#tracks.set(matchId, this.#ownTrack(track.match, t, now, current.run + 1));
    this.#onChange?.();
    return this.position(matchId, now);
  }

  /** The track of every match as numbers (see {@link restore}). */
  saved(): Record<string, SavedTrack> {
    const tracks: Record<string, SavedTrack> = {};
    for (const [id, { match: _match, ...numbers }] of this.#tracks) tracks[id] = numbers;
    return tracks;
  }

  /**
   * Puts a match back on a track saved by a server that ran at `savedSpeed`: it goes on exactly
   * where that track has it now (the time since it was saved counted at the old speed up to `now`,
   * at this speed after), so a restart never moves a match backwards. False, and nothing changes,
   * when the saved numbers do not fit this match's track.
   */
  restore(matchId: string, saved: SavedTrack, savedSpeed: number, now: number): boolean {
    const track = this.#tracks.get(matchId);
    if (!track || !fitsTrack(track, saved) || !(savedSpeed > 0)) return false;
    Object.assign(track, saved);
    // The same replay time elapsed since the anchor, measured at this server's speed.
    track.anchorMs = now - ((now - saved.anchorMs) * savedSpeed) / this.speed;
    return true;
  }

  /**
   * Keeps a match at the place it was given at start-up but counts its run on from a saved track, as
   * a seek would: an operator who starts a match somewhere else starts a new run of it.
   */
  continueRuns(matchId: string, saved: SavedTrack, savedSpeed: number, now: number): boolean {
    const track = this.#tracks.get(matchId);
    if (!track || !fitsTrack(track, saved) || !(savedSpeed > 0)) return false;
    const previous = { ...track };
    if (!this.restore(matchId, saved, savedSpeed, now)) return false;
    const run = this.position(matchId, now).run;
    Object.assign(track, previous, { runBase: previous.runBase + run + 1 });
    return true;
  }

  /** The track of a match cycling on its own, at replay second `t` at Unix ms `now`. */
  #ownTrack(match: SchedulableMatch, t: number, now: number, runBase: number): Track {
    checkStart(match, t);
    return {
      match,
      anchorMs: now - this.#toMs(PRE_MATCH_SEC + t),
      runBase,
      offsetSec: PRE_MATCH_SEC,
      cycleSec: PRE_MATCH_SEC + match.durationSec + POST_MATCH_SEC,
    };
  }

  #track(matchId: string): Track {
    const track = this.#tracks.get(matchId);
    if (!track) throw new RangeError(`No match ${matchId} in the replay schedule`);
    return track;
  }

  #toMs(replaySec: number): number {
    return (replaySec / this.speed) * 1000;
  }
}

/** The earliest and latest replay second a match may be put at. */
export function startBounds(match: SchedulableMatch): { min: number; max: number } {
  return { min: -PRE_MATCH_SEC, max: match.durationSec + POST_MATCH_SEC };
}

/** True when `saved` has exactly the track's numbers, each finite. */
function fitsTrack(track: Track, saved: SavedTrack): boolean {
  const { match: _match, ...numbers } = track;
  const keys = Object.keys(numbers);
  return (
    typeof saved === 'object' &&
    saved !== null &&
    Object.keys(saved).length === keys.length &&
    keys.every((key) => Number.isFinite((saved as unknown as Record<string, unknown>)[key]))
  );
}

function checkStart(match: SchedulableMatch, t: number): void {
  const { min, max } = startBounds(match);
  if (!Number.isFinite(t) || t < min || t >= max) {
    throw new RangeError(
      `Replay second ${t} of match ${match.id} is outside ${min}…${max} (before kick-off to the end of the finished pause)`,
    );
  }
}

const STATES_IN_TURN: readonly MatchState[] = ['live', 'finished', 'upcoming'];

/**
 * The seeded start-up arrangement: within each sport, matches in a seeded order take the states live,
 * finished, upcoming in turn (so every sport with a match has one live), each at a seeded point.
 */
function arrangeStarts(
  matches: readonly SchedulableMatch[],
  random: () => number,
): Map<string, number> {
  const starts = new Map<string, number>();
  const sports = [...new Set(matches.map((match) => match.sport))].sort();
  for (const sport of sports) {
    const ordered = seededShuffle(
      matches.filter((match) => match.sport === sport),
      random,
    );
    ordered.forEach((match, index) => {
      const state = STATES_IN_TURN[index % STATES_IN_TURN.length];
      const r = random();
      const duration = match.durationSec;
      const t =
        state === 'live'
          ? duration * (0.2 + 0.5 * r)
          : state === 'finished'
            ? duration + POST_MATCH_SEC * (0.1 + 0.5 * r)
            : -PRE_MATCH_SEC * (0.3 + 0.6 * r);
      starts.set(match.id, Math.round(t));
    });
  }
  return starts;
}
