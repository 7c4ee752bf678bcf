import type { ModelKey } from '@kanqiu/core';
import { type MatchListEntry, modelDayCall } from '@kanqiu/core/contract/match';
import { EmptyState, RequestFail } from '@kanqiu/ui';
import { memo, Suspense } from 'react';
import { useCall } from '../../../app/use-call';
import { SkeletonBar } from '../../../match/shared/skeleton';
import { MODEL_TEXT } from '../../../model/model-texts';
import { PickCard } from '../../../model/pick-card';
import { replayOf } from '../../../model/replay-link';
import { lazyPart } from '../../../routing/lazy-part';

// The strip comes after the day's picks: the route's first load carries the picks only, and the
// strip's place is held (model.css) so nothing moves when it arrives; its code failing to load is
// asked for again, and the day's picks stay.
const LazyDateStrip = lazyPart(() =>
  import('../../../model/model-date-strip').then((module) => module.ModelDateStrip),
);

/** Props of {@link ModelDay}. */
export interface ModelDayProps {
  model: ModelKey;
  date: string;
  pickDays: readonly string[];
  bounds: { min: string; max: string };
  replays: readonly MatchListEntry[];
  /** The replayed match the page was opened for, whose pick is highlighted. */
  highlightReplay: string | null;
  onDate: (date: string) => void;
}

function PicksSkeleton() {
  return (
    <div
      className="pick-skeleton"
      role="status"
      aria-busy="true"
      aria-label={MODEL_TEXT.picksLoading}
    >
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="pick-card">
          <SkeletonBar width="60%" height={12} />
          <SkeletonBar height={18} />
          <SkeletonBar width="80%" height={14} />
        </div>
      ))}
    </div>
  );
}

/**
 * One model's picks of one day under the date strip: cards, or why there are none. It asks for the
 * day itself, so the page's other answers (the record, the replays) do not draw the picks again.
 */
export const ModelDay = memo(function ModelDay({
  model,
  date,
  pickDays,
  bounds,
  replays,
  highlightReplay,
  onDate,
}: ModelDayProps) {
  const day = useCall(modelDayCall(model), { date });
  const picks = day.data?.picks ?? [];
  return (
    <section className="model-day" aria-label={MODEL_TEXT.datesLabel}>
      <div className="model-day__strip">
        <Suspense fallback={null}>
          <LazyDateStrip date={date} pickDays={pickDays} bounds={bounds} onDate={onDate} />
        </Suspense>
      </div>
      {day.data === null && day.error !== null ? (
        <RequestFail onReload={() => void day.reload()} />
      ) : day.data === null ? (
        <PicksSkeleton />
      ) : picks.length === 0 ? (
        <EmptyState description={MODEL_TEXT.picksEmpty}>
          <p className="model-day__hint">{MODEL_TEXT.picksEmptyHint}</p>
        </EmptyState>
      ) : (
        <ul className="pick-list" aria-busy={day.loading || undefined}>
          {picks.map((pick) => {
            const replay = replayOf(pick, replays);
            return (
              <PickCard
                key={pick.match_id}
                pick={pick}
                replay={replay}
                highlight={replay !== undefined && replay.match_id === highlightReplay}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
});
