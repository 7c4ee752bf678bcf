import type { ModelPick } from '@kanqiu/core/contract';
import { MODEL_TEXT } from './model-texts';

/** A pick's result: 命中 (red, the Chinese colour of a good outcome), 未中, or 待开奖, with the score. */
export function PickResult({ pick }: { pick: Pick<ModelPick, 'result' | 'score'> }) {
  const state = pick.result ?? 'pending';
  return (
    <span className="pick-result" data-result={state}>
      <span className="pick-result__chip">{MODEL_TEXT.result[state]}</span>
      {pick.score ? <span className="pick-result__score">{pick.score}</span> : null}
    </span>
  );
}
