import type { ModelInit } from '@kanqiu/core/contract/match';
import { MODEL_TEXT, modelLinkText } from '../../../model/model-texts';
import { pageHref } from '../../../routing/navigation';

/** The model shown: its name, what it picks and how, with links to its explanation and its table. */
export function ModelIntro({ model }: { model: ModelInit['models'][number] }) {
  return (
    <section className="model-intro" aria-label={model.name}>
      <div className="model-intro__head">
        <h2 className="model-intro__name">{model.name}</h2>
        <span className="model-intro__market">{MODEL_TEXT.markets[model.market]}</span>
      </div>
      <p className="model-intro__description">{model.description}</p>
      <p className="model-intro__links">
        <a href={pageHref('extendModel', { model: model.key })}>
          {modelLinkText(MODEL_TEXT.aboutModels)}
        </a>
        <a href={pageHref('footballModelTable', { model: model.key })}>
          {modelLinkText(MODEL_TEXT.openTable)}
        </a>
      </p>
    </section>
  );
}
