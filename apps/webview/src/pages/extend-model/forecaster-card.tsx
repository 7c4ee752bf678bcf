import { MatchCard } from '../../match/shared/match-card';
import { EXTEND_TEXT } from './extend-model-texts';

/**
 * The rating model all five models pick from: its name, how it works and its backtest figures, for
 * the forecaster the server names; nothing for one the page has no texts for.
 */
export function ForecasterCard({ forecaster }: { forecaster: string | undefined }) {
  const texts = forecaster ? EXTEND_TEXT.forecasters[forecaster] : undefined;
  if (!texts) return null;
  return (
    <MatchCard title={EXTEND_TEXT.forecasterTitle} aside={texts.name} className="extend-forecaster">
      <div className="extend-forecaster__body" data-forecaster={forecaster}>
        <p className="extend-model__description">{texts.method}</p>
        <dl className="extend-model__rules">
          {texts.figures.map(([label, value]) => (
            <div key={label} className="extend-forecaster__figure">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </MatchCard>
  );
}
