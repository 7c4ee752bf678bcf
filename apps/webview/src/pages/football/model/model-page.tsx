import type { ModelKey } from '@kanqiu/core';
import type { MatchListEntry, ModelInit } from '@kanqiu/core/contract/match';
import { PullRefresh } from '@kanqiu/ui';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../../app/services-context';
import { beijingDate } from '../../../match/shared/match-date';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { clampDate, modelDateBounds } from '../../../model/model-dates';
import { chosenModel, ModelTabs } from '../../../model/model-tabs';
import { MODEL_TEXT } from '../../../model/model-texts';
import { useModelInit, useReplays } from '../../../model/use-model-init';
import { redirectTo } from '../../../routing/navigation';
import { useMatchId, useQuery } from '../../../routing/query';
import { BootSkeletonUntil } from '../../../shell/boot-skeleton';
import { PageFrame } from '../../../shell/page-frame';
import { ModelDay } from './model-day';
import { ModelIntro } from './model-intro';
import { ModelRecord } from './model-record';
import '../../../match/shared/match.css';
import '../../../model/model.css';
import { pagePath } from '../../../routing/navigation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** No replays (yet): one list, so the picks are not drawn again for a new empty one. */
const NO_REPLAYS: readonly MatchListEntry[] = [];

function ModelBody({ init }: { init: ModelInit }) {
  const query = useQuery();
  const matchId = useMatchId();
  const replays = useReplays();
  const model = chosenModel(init.models, query.get('model'));
  const info = init.models.find((entry) => entry.key === model);
  const year = new Date().getFullYear();
  const bounds = useMemo(() => modelDateBounds(year), [year]);
  const replayList = replays.data?.matches ?? NO_REPLAYS;
  // A match id opens the day of that match (in Beijing time), when the server replays it.
  const replay = replayList.find((match) => match.match_id === matchId);
  const matchDay = replay ? beijingDate(replay.original_kickoff) || undefined : undefined;
  const asked = query.get('date');
  const date = clampDate(
    asked && DATE.test(asked) ? asked : (matchDay ?? init.default_date),
    bounds.min,
    bounds.max,
  );

  const go = useCallback(
    (next: { model?: ModelKey; date?: string }) =>
      redirectTo(
        pagePath('footballModel', {
          match_id: matchId,
          model: next.model ?? model,
          date: next.date ?? date,
        }),
      ),
    [matchId, model, date],
  );
  const onDate = useCallback((day: string) => go({ date: day }), [go]);

  return (
    <>
      <ModelTabs models={init.models} active={model} onChange={(key) => go({ model: key })} />
      <div className="model-body">
        {info ? <ModelIntro model={info} /> : null}
        <ModelRecord model={model} />
        <ModelDay
          model={model}
          date={date}
          pickDays={init.dates}
          bounds={bounds}
          replays={replayList}
          highlightReplay={replay?.match_id ?? null}
          onDate={onDate}
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
export function FootballModelPage() {
  const { refresh } = useServices();
  const init = useModelInit();
  return (
    <PageFrame title={MODEL_TEXT.title}>
      {/* The document's skeleton may draw the intro from the first paint: it stays until this page
          draws the same intro in the same place (or the call's failure). */}
      <BootSkeletonUntil ready={init.data !== null || init.error !== null} />
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={init.data !== null}
          loading={init.loading}
          failed={init.error !== null}
          empty={init.data !== null && init.data.models.length === 0}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={8} label={MODEL_TEXT.loading} />}
        >
          {init.data ? <ModelBody init={init.data} /> : null}
        </PageContent>
      </PullRefresh>
    </PageFrame>
  );
}
