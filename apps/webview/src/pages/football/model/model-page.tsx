import { type ModelKey, SESSION_FILTER_DEFAULT, type SessionFilter } from '@kanqiu/core';
import { type ModelInit, modelCountCall, modelDayCall } from '@kanqiu/core/contract/match';
import { PullRefresh } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { beijingDate } from '../../../match/shared/match-date';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { clampDate, modelDateBounds } from '../../../model/model-dates';
import { chosenModel, ModelTabs } from '../../../model/model-tabs';
import { MODEL_TEXT } from '../../../model/model-texts';
import { RecordCard } from '../../../model/record-card';
import { useModelInit, useReplays } from '../../../model/use-model-init';
import { redirectTo } from '../../../routing/navigation';
import { useMatchId, useQuery } from '../../../routing/query';
import { BootSkeletonUntil } from '../../../shell/boot-skeleton';
import { PageFrame } from '../../../shell/page-frame';
import { ModelDay } from './model-day';
import { ModelIntro } from './model-intro';
import '../../../match/shared/match.css';
import '../../../model/model.css';
import { pagePath } from '../../../routing/navigation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ModelBody({ init }: { init: ModelInit }) {
  const query = useQuery();
  const matchId = useMatchId();
  const replays = useReplays();
  const model = chosenModel(init.models, query.get('model'));
  const info = init.models.find((entry) => entry.key === model);
  const bounds = modelDateBounds(new Date().getFullYear());
  // A match id opens the day of that match (in Beijing time), when the server replays it.
  const replay = replays.data?.matches.find((match) => match.match_id === matchId);
  const matchDay = replay ? beijingDate(replay.original_kickoff) || undefined : undefined;
  const asked = query.get('date');
  const date = clampDate(
    asked && DATE.test(asked) ? asked : (matchDay ?? init.default_date),
    bounds.min,
    bounds.max,
  );
  const [sessions, setSessions] = useState<SessionFilter>(SESSION_FILTER_DEFAULT);

  // The record over the last 10 and the last 20 settled picks: shown together, failed together.
  const ten = useCall(modelCountCall(model), { sessions: 10 });
  const twenty = useCall(modelCountCall(model), { sessions: 20 });
  const day = useCall(modelDayCall(model), { date });
  const counts = ten.data && twenty.data ? { 10: ten.data, 20: twenty.data } : null;

  const go = (next: { model?: ModelKey; date?: string }) =>
    redirectTo(
      pagePath('footballModel', {
        match_id: matchId,
        model: next.model ?? model,
        date: next.date ?? date,
      }),
    );

  return (
    <>
      <ModelTabs models={init.models} active={model} onChange={(key) => go({ model: key })} />
      <div className="model-body">
        {info ? <ModelIntro model={info} /> : null}
        <RecordCard
          count={counts?.[sessions] ?? null}
          sessions={sessions}
          onSessions={setSessions}
          loading={ten.loading || twenty.loading}
          failed={ten.error !== null || twenty.error !== null}
        />
        <ModelDay
          day={day}
          date={date}
          pickDays={init.dates}
          bounds={bounds}
          replays={replays.data?.matches ?? []}
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
