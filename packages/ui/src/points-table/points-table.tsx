import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import type { MatchResult } from '../match-data-board/match-result';
import { UI_TEXT } from '../texts/ui-text';
import { FormChips } from './form-chips';
import './points-table.css';

const T = UI_TEXT.pointsTable;

/** One row of a {@link PointsTable}: a team's place and record. */
export type PointsTableRow = {
  rank: number;
  team: { id: string; name: string; code: string };
  played: number;
  win: number;
  draw: number;
  lose: number;
  /** `null` when the source has no goals. */
  goals_for: number | null;
  goals_against: number | null;
  goal_diff: number | null;
  points: number | null;
  /** The team the page is about: the row is marked. */
  highlight: boolean;
  /** The last results, oldest first; the form column shows when any row has some. */
  form?: readonly MatchResult[];
};

/** Props of {@link PointsTable}. */
export interface PointsTableProps {
  rows: readonly PointsTableRow[];
  /** Accessible name of the table (`A组积分榜`). */
  label: string;
  /** The team cell; defaults to the name as text (give a link to the team's page here). */
  renderTeam?: (row: PointsTableRow) => ReactNode;
  /** How many teams at the top go through (a World Cup group: 2); their ranks are marked. */
  qualifying?: number;
  loading?: boolean;
  /** Shown instead of rows when `rows` is empty. */
  empty?: ReactNode;
  className?: string;
}

type Cells = PointsTableRow & { key: string; name: string };

function signed(value: number | null): string {
  if (value === null) return '-';
  return value > 0 ? `+${value}` : String(value);
}

function columns(
  renderTeam: PointsTableProps['renderTeam'],
  qualifying: number,
  withForm: boolean,
): DataTableColumn<Cells>[] {
  const count = (key: keyof PointsTableRow, title: string, width = 40): DataTableColumn<Cells> => ({
    key,
    title,
    width,
    sort: true,
    sortType: 'number',
  });
  return [
    {
      key: 'rank',
      title: T.rank,
      width: 36,
      fixed: 'left',
      sort: true,
      sortType: 'number',
      render: (row) => (
        <span className="kq-points__rank" data-qualifying={row.rank <= qualifying || undefined}>
          {row.rank}
        </span>
      ),
    },
    {
      key: 'name',
      title: T.team,
      width: 96,
      fixed: 'left',
      align: 'left',
      render: (row) => (
        <span className="kq-points__team" data-highlight={row.highlight || undefined}>
          {renderTeam ? renderTeam(row) : row.team.name}
        </span>
      ),
    },
    count('played', T.played),
    count('win', T.win),
    count('draw', T.draw),
    count('lose', T.lose),
    count('goals_for', T.goalsFor),
    count('goals_against', T.goalsAgainst),
    {
      ...count('goal_diff', T.goalDiff, 52),
      render: (row) => signed(row.goal_diff),
    },
    ...(withForm
      ? [
          {
            key: 'form',
            title: T.form,
            width: 112,
            render: (row: Cells) => <FormChips results={row.form ?? []} />,
          },
        ]
      : []),
    {
      ...count('points', T.points, 52),
      fixed: 'right',
      render: (row) => <strong className="kq-points__points">{row.points ?? '-'}</strong>,
    },
  ];
}

/**
 * A points table (a World Cup group, a league season) in the data table: rank and team fixed on the
 * left and points on the right while the rest scrolls sideways, every number column sortable, the
 * page's team marked, and the form as chips when the rows have it.
 */
export function PointsTable({
  rows,
  label,
  renderTeam,
  qualifying = 0,
  loading = false,
  empty,
  className,
}: PointsTableProps) {
  const withForm = rows.some((row) => row.form !== undefined);
  const cols = useMemo(
    () => columns(renderTeam, qualifying, withForm),
    [renderTeam, qualifying, withForm],
  );
  const data = useMemo(
    () => rows.map((row) => ({ ...row, key: row.team.id, name: row.team.name })),
    [rows],
  );
  return (
    <DataTable
      className={['kq-points', className].filter(Boolean).join(' ')}
      columns={cols}
      data={data}
      rowKey="key"
      stripe={false}
      loading={loading}
      empty={empty}
      label={label}
    />
  );
}
