import type { MatchListEntry } from '@kanqiu/core/contract/match';
import type { DataTableColumn, TableRow } from '@kanqiu/ui';
import { beijingDateTime } from '../match/shared/match-date';
import { hashHref } from '../routing/hash-location';
import { MODEL_TEXT } from './model-texts';
import { PickResult } from './pick-result';
import { type PickRow, RESULT_ORDER } from './pick-rows';
import { pickPath, replayOf } from './replay-link';

/** Column titles of the model table. */
export const PICK_COLUMN_TEXT = {
  date: '日期',
  match: '比赛',
  competition: '赛事',
  pick: '推荐',
  probability: '概率',
  odds: '指数',
  result: '结果',
} as const;

function MatchCell({ row, replay }: { row: PickRow; replay: MatchListEntry | undefined }) {
  const teams = (
    <>
      <span className="pick-table__team">{row.home_team}</span>
      <span className="pick-table__team pick-table__team--away">{row.away_team}</span>
    </>
  );
  const path = pickPath(row, replay);
  if (!path) return <span className="pick-table__match">{teams}</span>;
  return (
    <a
      className="pick-table__match pick-table__match--link"
      href={hashHref(path)}
      data-replay-id={replay?.match_id}
    >
      {teams}
    </a>
  );
}

const byKickoff = (a: TableRow<PickRow>, b: TableRow<PickRow>) =>
  a.kickoff.localeCompare(b.kickoff) || a.match_id.localeCompare(b.match_id);
const byResult = (a: TableRow<PickRow>, b: TableRow<PickRow>) =>
  RESULT_ORDER[a.result ?? 'pending'] - RESULT_ORDER[b.result ?? 'pending'];

/**
 * The model table's columns: selection, day and match fixed on the left (the rest scrolls
 * sideways), then competition, pick, probability, odds and result; day, probability, odds and result
 * sort. A match the server replays links to its pages, any other football match to its overview.
 */
export function pickColumns(replays: readonly MatchListEntry[]): DataTableColumn<PickRow>[] {
  return [
    { key: 'check', type: 'selection', width: 40, fixed: 'left' },
    {
      key: 'date',
      title: PICK_COLUMN_TEXT.date,
      width: 58,
      fixed: 'left',
      sort: true,
      sortType: byKickoff,
      render: (row) => (
        <time className="pick-table__date" dateTime={row.kickoff}>
          {row.date.slice(5)}
          <small>{beijingDateTime(row.kickoff).slice(11)}</small>
        </time>
      ),
    },
    {
      key: 'match',
      title: PICK_COLUMN_TEXT.match,
      width: 104,
      fixed: 'left',
      align: 'left',
      render: (row) => <MatchCell row={row} replay={replayOf(row, replays)} />,
    },
    { key: 'competition', title: PICK_COLUMN_TEXT.competition, width: 92, align: 'left' },
    { key: 'pick', title: PICK_COLUMN_TEXT.pick, width: 112, align: 'left' },
    {
      key: 'probability',
      title: PICK_COLUMN_TEXT.probability,
      width: 66,
      sort: true,
      sortType: 'number',
      render: (row) => MODEL_TEXT.percent(row.probability),
    },
    {
      key: 'odds',
      title: PICK_COLUMN_TEXT.odds,
      width: 60,
      sort: true,
      sortType: 'number',
      render: (row) => (row.odds === null ? MODEL_TEXT.noOdds : row.odds.toFixed(2)),
    },
    {
      key: 'result',
      title: PICK_COLUMN_TEXT.result,
      width: 100,
      sort: true,
      sortType: byResult,
      render: (row) => <PickResult pick={row} replay={replayOf(row, replays)} />,
    },
  ];
}
