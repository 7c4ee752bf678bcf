import type { MatchAnalysis, StandingRow, StandingsTable } from '@kanqiu/core/contract/match';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { useMemo } from 'react';
import { MatchCard } from '../../../match/shared/match-card';
import { DATA_TEXT } from './data-texts';
import { standingSide } from './standing-side';

const T = DATA_TEXT.columns;

function signed(value: number | null): string {
  if (value === null) return '-';
  return value > 0 ? `+${value}` : String(value);
}

function columnsFor(analysis: MatchAnalysis): DataTableColumn<StandingRow>[] {
  return [
    {
      key: 'rank',
      title: T.rank,
      width: 42,
      fixed: true,
      render: (row) => <span className="data-standings__rank">{row.rank}</span>,
    },
    {
      key: 'team',
      title: T.team,
      width: 78,
      fixed: true,
      align: 'left',
      render: (row) => {
        const side = standingSide(row, analysis);
        return (
          <span
            className="data-standings__team"
            data-side={side ?? undefined}
            data-highlight={row.highlight || undefined}
          >
            {row.team.name}
          </span>
        );
      },
    },
    { key: 'played', title: T.played, width: 30 },
    { key: 'win', title: T.win, width: 30 },
    { key: 'draw', title: T.draw, width: 30 },
    { key: 'lose', title: T.lose, width: 30 },
    {
      key: 'goals',
      title: T.goals,
      width: 46,
      render: (row) =>
        row.goals_for === null || row.goals_against === null
          ? '-'
          : `${row.goals_for}/${row.goals_against}`,
    },
    { key: 'goal_diff', title: T.diff, width: 38, render: (row) => signed(row.goal_diff) },
    {
      key: 'points',
      title: T.points,
      width: 40,
      render: (row) => <strong className="data-standings__points">{row.points ?? '-'}</strong>,
    },
  ];
}

/** One points table of the payload, the match's teams marked in their side's colour. */
export function StandingsCard({
  table,
  analysis,
}: {
  table: StandingsTable;
  analysis: MatchAnalysis;
}) {
  const columns = useMemo(() => columnsFor(analysis), [analysis]);
  return (
    <MatchCard title={table.title} className="data-standings">
      <DataTable
        className="data-standings__table"
        columns={columns}
        data={table.rows}
        rowKey={(row) => row.team.id}
        stripe={false}
        label={DATA_TEXT.standingsLabel(table.title)}
      />
    </MatchCard>
  );
}
