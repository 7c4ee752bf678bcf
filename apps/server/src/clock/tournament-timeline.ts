/**
 * Replay seconds between two successive kick-off times of a replayed tournament: 40 minutes. A match
 * lasts 110–160 replay minutes, so about three matches are live at once, more when real matches
 * kicked off together (the last round of a World Cup group).
 */
export const TOURNAMENT_SLOT_SEC = 40 * 60;

/** A match of a tournament, as the timeline needs it. */
export interface TournamentMatch {
  id: string;
  durationSec: number;
  /** ISO time of the real kick-off: the order the replay keeps. */
  originalKickoff: string;
}

/** A tournament replayed as one cycle: where each match kicks off in it, and how long it lasts. */
export interface TournamentTimeline {
  /** Replay seconds from the start of a cycle to each match's kick-off. */
  kickoffs: ReadonlyMap<string, number>;
  /** Replay seconds of one cycle: the last match's end plus the finished pause. */
  cycleSec: number;
  /** The distinct kick-off points, ascending (matches that kicked off together share one). */
  slots: readonly number[];
}

/**
 * The timeline of a tournament: its real kick-off times, in order, become kick-offs
 * {@link TOURNAMENT_SLOT_SEC} apart (matches that kicked off at the same moment kick off together),
 * after `leadSec` of a cycle in which everything is still to come; the cycle ends `tailSec` after the
 * last final whistle.
 */
export function tournamentTimeline(
  matches: readonly TournamentMatch[],
  leadSec: number,
  tailSec: number,
): TournamentTimeline {
  const instants = [...new Set(matches.map((match) => Date.parse(match.originalKickoff)))].sort(
    (a, b) => a - b,
  );
  const slots = instants.map((_, index) => leadSec + index * TOURNAMENT_SLOT_SEC);
  const kickoffs = new Map<string, number>();
  let last = 0;
  for (const match of matches) {
    const slot = slots[instants.indexOf(Date.parse(match.originalKickoff))] as number;
    kickoffs.set(match.id, slot);
    last = Math.max(last, slot + match.durationSec);
  }
  return { kickoffs, cycleSec: last + tailSec, slots };
}
