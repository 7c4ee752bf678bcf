import type { BasketballScheduleGame, MatchListEntry } from '@kanqiu/core/contract';

/** What a schedule row shows of a game. */
export type ScheduleEntry =
  | { kind: 'result'; game: BasketballScheduleGame; replayId: string | null }
  | { kind: 'replaying'; game: BasketballScheduleGame; replayId: string; clock: string }
  | { kind: 'upcoming'; game: BasketballScheduleGame; replayId: string };

/**
 * How the schedule shows a game. A game the server is replaying right now, or is about to replay,
 * shows no result: the fan may be watching it as live, and its final score would give the game away.
 * It shows where the replay stands instead (the replay's own running score, which is no spoiler) and
 * links to it. Every other game shows its real result; a finished replay links to its pages.
 */
export function scheduleEntry(
  game: BasketballScheduleGame,
  replays: ReadonlyMap<string, Pick<MatchListEntry, 'state' | 'clock_text' | 'status_label'>>,
): ScheduleEntry {
  const replayId = game.replay_match_id;
  const replay = replayId ? replays.get(replayId) : undefined;
  if (replayId && replay?.state === 'live') {
    return { kind: 'replaying', game, replayId, clock: replay.clock_text || replay.status_label };
  }
  if (replayId && replay?.state === 'upcoming') return { kind: 'upcoming', game, replayId };
  return { kind: 'result', game, replayId };
}
