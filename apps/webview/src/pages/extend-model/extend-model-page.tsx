import { footballModelRecordsCall, type ModelRecords } from '@kanqiu/core/contract/football';
import type { ModelInit } from '@kanqiu/core/contract/match';
import { PullRefresh } from '@kanqiu/ui';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { MatchCard } from '../../match/shared/match-card';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { MODEL_TEXT } from '../../model/model-texts';
import { useModelInit } from '../../model/use-model-init';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { EXTEND_TEXT } from './extend-model-texts';
import { ForecasterCard } from './forecaster-card';
import '../../match/shared/match.css';
import '../../model/model.css';
import './extend-model.css';
import { pageHref } from '../../routing/navigation';

type ModelInfo = ModelInit['models'][number];
type ModelRecordSet = ModelRecords['models'][number];

function ModelExplained({
  model,
  record,
  focus,
}: {
  model: ModelInfo;
  record: ModelRecordSet | undefined;
  focus: boolean;
}) {
  const rules = EXTEND_TEXT.markets[model.market];
  return (
    <MatchCard
      title={model.name}
      aside={MODEL_TEXT.markets[model.market]}
      className={`extend-model${focus ? ' extend-model--focus' : ''}`}
    >
      <div className="extend-model__body" data-model={model.key}>
        <p className="extend-model__description">{model.description}</p>
        <dl className="extend-model__rules">
          <dt>{EXTEND_TEXT.picks}</dt>
          <dd>{rules.picks}</dd>
          <dt>{EXTEND_TEXT.settles}</dt>
          <dd>{rules.settles}</dd>
        </dl>
        {record ? (
          <div className="extend-model__records">
            <h3>{EXTEND_TEXT.records}</h3>
            <ul>
              {record.records.map((window) => (
                <li key={window.sessions} data-sessions={window.sessions}>
                  <span>
                    {EXTEND_TEXT.record(window.sessions, window.total, window.win, window.lose)}
                  </span>
                  <b>{EXTEND_TEXT.hitRate(MODEL_TEXT.percent(window.hit_rate))}</b>
                </li>
              ))}
            </ul>
            <p className="extend-model__settled">
              {EXTEND_TEXT.settled(record.settled, record.pending)}
            </p>
          </div>
        ) : null}
        <p className="model-intro__links">
          <a href={pageHref('footballModel', { model: model.key })}>{EXTEND_TEXT.openPicks} ›</a>
          <a href={pageHref('footballModelTable', { model: model.key })}>
            {EXTEND_TEXT.openTable} ›
          </a>
        </p>
      </div>
    </MatchCard>
  );
}

/**
 * `/pages/extend-model/extend-model`: what each of the five models does and how it is judged, in
 * plain Chinese — the market it picks, how a pick is settled, its record over the last 20 and 100
 * settled picks from the server's data, and the caveats. `model` in the URL puts one model first.
 */
export function ExtendModelPage() {
  const { refresh } = useServices();
  const query = useQuery();
  const init = useModelInit();
  const records = useCall(footballModelRecordsCall, {});
  const focus = query.get('model');
  const models = [...(init.data?.models ?? [])].sort(
    (a, b) => Number(b.key === focus) - Number(a.key === focus),
  );
  return (
    <PageFrame title={EXTEND_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <div className="model-body">
          <PageContent
            hasData={init.data !== null}
            loading={init.loading}
            failed={init.error !== null}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={10} label={EXTEND_TEXT.loading} />}
          >
            <p className="extend-intro">{EXTEND_TEXT.intro}</p>
            <ForecasterCard forecaster={init.data?.forecaster} />
            {models.map((model) => (
              <ModelExplained
                key={model.key}
                model={model}
                record={records.data?.models.find((entry) => entry.model === model.key)}
                focus={model.key === focus}
              />
            ))}
            <section className="extend-caveat" aria-label={EXTEND_TEXT.caveatTitle}>
              <h2>{EXTEND_TEXT.caveatTitle}</h2>
              <ul>
                {EXTEND_TEXT.caveats.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </PageContent>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
