import type { ModelInit } from '@kanqiu/core/contract/match';
import { DataTable, EmptyState, PullRefresh, type TableRow } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { chosenModel, ModelTabs } from '../../../model/model-tabs';
import { MODEL_TEXT } from '../../../model/model-texts';
import { pickColumns } from '../../../model/pick-columns';
import { matchesSearch, type PickRow } from '../../../model/pick-rows';
import { useModelInit, useReplays } from '../../../model/use-model-init';
import { useModelPicks } from '../../../model/use-model-picks';
import { redirectTo } from '../../../routing/navigation';
import { useQuery } from '../../../routing/query';
import { PageFrame } from '../../../shell/page-frame';
import { TABLE_TEXT } from './model-table-texts';
import { TableToolbar } from './table-toolbar';
import '../../../match/shared/match.css';
import '../../../model/model.css';
import { pagePath } from '../../../routing/navigation';

/** Height of a row of the table (two lines of teams), as model.css draws it. */
const PICK_ROW_HEIGHT = 46;
/** Days with picks loaded at first and added by each 加载更早. */
export const TABLE_DAYS_STEP = 20;

function ModelTable({ init }: { init: ModelInit }) {
  const { bridge, refresh } = useServices();
  const query = useQuery();
  const model = chosenModel(init.models, query.get('model'));
  const [days, setDays] = useState(TABLE_DAYS_STEP);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<TableRow<PickRow>[]>([]);
  // The days up to the one the model pages open on, newest first: settled picks and that day's open ones.
  const available = useMemo(
    () => init.dates.filter((date) => date <= init.default_date),
    [init.dates, init.default_date],
  );
  const dates = useMemo(() => available.slice(0, days), [available, days]);
  const picks = useModelPicks(model, dates);
  const replays = useReplays();
  const columns = useMemo(() => pickColumns(replays.data?.matches ?? []), [replays.data]);
  const rows = useMemo(
    () => picks.rows.filter((row) => matchesSearch(row, search)),
    [picks.rows, search],
  );

  const first = picks.loadedDays === 0;
  return (
    <>
      <ModelTabs
        models={init.models}
        active={model}
        onChange={(key) => {
          setDays(TABLE_DAYS_STEP);
          setSelected([]);
          redirectTo(pagePath('footballModelTable', { model: key }));
        }}
      />
      <div className="model-body">
        <TableToolbar
          search={search}
          onSearch={setSearch}
          days={picks.loadedDays}
          first={dates[dates.length - 1]}
          last={dates[0]}
          rows={rows}
          selected={selected}
        />
        {first && picks.error === null ? (
          <Skeleton rows={8} label={MODEL_TEXT.picksLoading} />
        ) : first ? (
          <EmptyState description={TABLE_TEXT.loadFailed} />
        ) : (
          <DataTable
            key={model}
            className="pick-table"
            label={TABLE_TEXT.label(model.toUpperCase())}
            columns={columns}
            data={rows}
            rowKey="id"
            rowHeight={PICK_ROW_HEIGHT}
            maxHeight="max(320px, calc(100dvh - 290px))"
            empty={
              <EmptyState description={search ? TABLE_TEXT.noMatch(search) : TABLE_TEXT.empty} />
            }
            onSelectionChange={setSelected}
            onPullRefresh={() => void refresh()}
            onHeightChange={(height) => bridge.deliverPageHeight(height)}
          />
        )}
        {!first && available.length > days ? (
          <button
            type="button"
            className="app-button pick-table__more"
            disabled={picks.loading}
            onClick={() => setDays((n) => n + TABLE_DAYS_STEP)}
          >
            {picks.loading ? TABLE_TEXT.loadingMore : TABLE_TEXT.loadMore(TABLE_DAYS_STEP)}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * `/pages/soccer/model/model-table`: one model's picks as a data table — the latest 20 days with
 * picks and more on demand, fixed day and match columns, sortable day, probability, odds and result
 * (the sort cycle), selection with select-all to compare hit rates, the table's own pull to
 * refresh (threshold 45) and its height reported to the host (`deliverPageHeight`).
 */
export function FootballModelTablePage() {
  const { refresh } = useServices();
  const init = useModelInit();
  return (
    <PageFrame title={MODEL_TEXT.tableTitle}>
      <PullRefresh onRefresh={refresh} disabled={init.data !== null}>
        <PageContent
          hasData={init.data !== null}
          loading={init.loading}
          failed={init.error !== null}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={8} label={MODEL_TEXT.loading} />}
        >
          {init.data ? <ModelTable init={init.data} /> : null}
        </PageContent>
      </PullRefresh>
    </PageFrame>
  );
}
