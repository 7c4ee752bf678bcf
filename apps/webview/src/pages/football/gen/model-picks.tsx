import type { OverviewPick } from '@kanqiu/core/contract/football';
import { GEN_TEXT } from './gen-texts';

/** The five models' picks for the match, with the outcome once the match is settled. */
export function ModelPicks({ picks }: { picks: readonly OverviewPick[] }) {
  if (picks.length === 0) return <p className="gen-empty">{GEN_TEXT.picksEmpty}</p>;
  return (
    <ul className="gen-picks">
      {picks.map((pick) => (
        <li key={pick.model} className="gen-pick" data-model={pick.model}>
          <span className="gen-pick__model">{pick.model_name}</span>
          <strong className="gen-pick__label">{pick.pick_label}</strong>
          <span className="gen-pick__meta">
            {GEN_TEXT.probability(pick.probability)}
            {pick.odds === null ? null : ` · ${GEN_TEXT.odds(pick.odds)}`}
          </span>
          <span className="gen-pick__result" data-result={pick.result ?? 'pending'}>
            {pick.result ? GEN_TEXT.pickResult[pick.result] : GEN_TEXT.pickPending}
          </span>
        </li>
      ))}
    </ul>
  );
}
