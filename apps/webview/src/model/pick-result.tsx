import type { MatchListEntry, ModelPick } from '@kanqiu/core/contract/match';
import { pickStatus } from '@kanqiu/net/world';
import { MODEL_TEXT } from './model-texts';

/**
 * A pick's result: 命中 (red, the Chinese colour of a good outcome), 未中, 待开奖 or, for a past
 * match the data has no result for, 赛果未收录, with the score. A pick on a replayed match (`replay`)
 * settles at that match's final whistle in the replay, and shows its score only then.
 */
export function PickResult({
  pick,
  replay,
}: {
  pick: Pick<ModelPick, 'result' | 'score' | 'kickoff'>;
  replay?: Pick<MatchListEntry, 'state'> | undefined;
}) {
  const state = pickStatus(pick, replay, Date.now());
  const settled = state === 'win' || state === 'lose';
  return (
    <span className="pick-result" data-result={state}>
      <span className="pick-result__chip">{MODEL_TEXT.result[state]}</span>
      {settled && pick.score ? <span className="pick-result__score">{pick.score}</span> : null}
    </span>
  );
}
