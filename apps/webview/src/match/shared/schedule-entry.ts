import type { MatchListEntry } from '@kanqiu/core/contract/match';

/** What a schedule row shows of a game of either sport. */
export type ScheduleEntry<Game> =
  | { kind: 'result'; game: Game; replayId: string | null }
  | { kind: 'replaying'; game: Game; replayId: string; clock: string }
  | { kind: 'upcoming'; game: Game; replayId: string };

/** The replay states a schedule needs, by replay match id (from the match list). */
export type ReplayStates = ReadonlyMap<
  string,
  Pick<MatchListEntry, 'state' | 'clock_text' | 'status_label'>
>;

/**
 * How a team schedule shows a game. A game the server is replaying right now, or is about to replay,
 * shows no result: the fan may be watching it as live, and its final score would give the game away.
 * It shows where the replay stands instead (the replay's own running score, which is no spoiler) and
 * links to it. Every other game shows its real result; a finished replay links to its pages.
 */
export function scheduleEntry<Game extends { replay_match_id: string | null }>(
  game: Game,
  replays: ReplayStates,
): ScheduleEntry<Game> {
  const replayId = game.replay_match_id;
  const replay = replayId ? replays.get(replayId) : undefined;
  if (replayId && replay?.state === 'live') {
    return { kind: 'replaying', game, replayId, clock: replay.clock_text || replay.status_label };
  }
  if (replayId && replay?.state === 'upcoming') return { kind: 'upcoming', game, replayId };
  return { kind: 'result', game, replayId };
}
