import type { MatchState } from '@kanqiu/core/contract/match';

/**
 * Where a model pick stands by the world's clock: settled (`win` / `lose`), still to be decided
 * (`pending`), or past-dated with no result in the data (`unrecorded`, "赛果未收录").
 */
export type PickStatus = 'win' | 'lose' | 'pending' | 'unrecorded';

/**
 * A pick's status (docs/behaviour.md, "Predictions that settle"). A pick on a served match settles
 * at that match's final whistle in the replay: before it the pick is pending whatever the data knows
 * (no spoiler). A pick on a match the server does not serve is settled by its result; without one it
 * is pending only while its kick-off is still ahead of `nowMs`, and unrecorded after.
 */
export function pickStatus(
  pick: { result: 'win' | 'lose' | null; kickoff: string },
  served: { state: MatchState } | undefined,
  nowMs: number,
): PickStatus {
  if (served) return served.state === 'finished' && pick.result ? pick.result : 'pending';
  if (pick.result) return pick.result;
  const kickoff = Date.parse(pick.kickoff);
  return Number.isFinite(kickoff) && kickoff < nowMs ? 'unrecorded' : 'pending';
}
