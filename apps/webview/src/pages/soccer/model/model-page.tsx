import { type ModelKey, SESSION_FILTER_DEFAULT, type SessionFilter } from '@kanqiu/core';
import { type ModelInit, modelCountCall, modelDayCall } from '@kanqiu/core/contract';
import { PullRefresh } from '@kanqiu/ui';
import { useCallback, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { usePageReload } from '../../../app/use-page-reload';
import { useRequest } from '../../../app/use-request';
import { beijingDate } from '../../../match/match-date';
import { PageContent } from '../../../match/page-content';
import { Skeleton } from '../../../match/skeleton';
import { clampDate, modelDateBounds } from '../../../model/model-dates';
import { chosenModel, ModelTabs } from '../../../model/model-tabs';
import { MODEL_TEXT } from '../../../model/model-texts';
import { RecordCard } from '../../../model/record-card';
import { useModelInit, useReplays } from '../../../model/use-model-init';
import { redirectTo } from '../../../routing/navigation';
import { useMatchId, useQuery } from '../../../routing/query';
import { PageFrame } from '../../../shell/page-frame';
import { ModelDay } from './model-day';
import { ModelIntro } from './model-intro';
import '../../../match/match.css';
import '../../../model/model.css';

const PATH = '/pages/soccer/model/model';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ModelBody({ init, reloadInit }: { init: ModelInit; reloadInit: () => Promise<void> }) {
  const { api } = useServices();
  const query = useQuery();
  const matchId = useMatchId();
  const replays = useReplays();
  const model = chosenModel(init.models, query.get('model'));
  const info = init.models.find((entry) => entry.key === model);
  const bounds = modelDateBounds(new Date().getFullYear());
  // A match id opens the day of that match (in Beijing time), when the server replays it.
  const replay = replays.data?.find((match) => match.match_id === matchId);
  const matchDay = replay ? beijingDate(replay.original_kickoff) || undefined : undefined;
  const asked = query.get('date');
  const date = clampDate(
    asked && DATE.test(asked) ? asked : (matchDay ?? init.default_date),
    bounds.min,
    bounds.max,
  );
  const [sessions, setSessions] = useState<SessionFilter>(SESSION_FILTER_DEFAULT);

  const counts = useRequest(`count:${model}`, async (signal) => {
    const [ten, twenty] = await Promise.all([
      api.call(modelCountCall(model), { sessions: 10 }, { signal }),
      api.call(modelCountCall(model), { sessions: 20 }, { signal }),
    ]);
    return { 10: ten, 20: twenty } as const;
  });
  const day = useRequest(`day:${model}:${date}`, (signal) =>
    api.call(modelDayCall(model), { date }, { signal }),
  );
  const { reload: reloadCounts } = counts;
  const { reload: reloadReplays } = replays;
  const { reload: reloadDay } = day;
  // One reload for the page (pull, the host's refresh): the models, the record, the day, the links.
  usePageReload(
    useCallback(
      () => Promise.all([reloadInit(), reloadCounts(), reloadDay(), reloadReplays()]),
      [reloadInit, reloadCounts, reloadDay, reloadReplays],
    ),
  );

  const go = (next: { model?: ModelKey; date?: string }) =>
    redirectTo(PATH, {
      match_id: matchId,
      model: next.model ?? model,
      date: next.date ?? date,
    });

  return (
    <>
      <ModelTabs models={init.models} active={model} onChange={(key) => go({ model: key })} />
      <div className="model-body">
        {info ? <ModelIntro model={info} /> : null}
        <RecordCard
          count={counts.data?.[sessions] ?? null}
          sessions={sessions}
          onSessions={setSessions}
          loading={counts.loading}
          failed={counts.error !== null}
        />
        <ModelDay
          day={day}
          date={date}
          pickDays={init.dates}
          bounds={bounds}
          replays={replays.data ?? []}
          highlightReplay={replay?.match_id ?? null}
          onDate={(day) => go({ date: day })}
        />
      </div>
    </>
  );
}

/**
 * `/pages/soccer/model/model`: the five prediction models (JS, ZC, PK, SQ, GM) as tabs, each with
 * its record over the last 10 or 20 settled picks and its picks day by day. `model` and `date` in
 * the URL keep the tab and the day; `match_id` opens the day of that match.
 */
export function SoccerModelPage() {
  const { refresh } = useServices();
  const init = useModelInit();
  const { reload } = init;
  // Until the models are known, reloading means loading them; once mounted, the body's reload
  // (which reloads them too) takes over.
  usePageReload(reload);
  return (
    <PageFrame title={MODEL_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={init.data !== null}
          loading={init.loading}
          failed={init.error !== null}
          empty={init.data !== null && init.data.models.length === 0}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={8} label={MODEL_TEXT.loading} />}
        >
          {init.data ? <ModelBody init={init.data} reloadInit={reload} /> : null}
        </PageContent>
      </PullRefresh>
    </PageFrame>
  );
}
