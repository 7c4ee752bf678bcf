import type { Scorer, ScorerList } from '@kanqiu/core/contract/football';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { useMemo } from 'react';
import { footballTeamHref } from '../../match/football/football-links';
import { LEAGUE_TEXT } from './league-data-texts';

type Row = Scorer & { key: string; team_name: string };

const T = LEAGUE_TEXT.columns;

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'rank', title: T.rank, width: 44, fixed: 'left', sort: true, sortType: 'number' },
  {
    key: 'name',
    title: T.player,
    width: 112,
    fixed: 'left',
    align: 'left',
    render: (row) => <span className="league-scorer">{row.name}</span>,
  },
  {
    key: 'team_name',
    title: T.team,
    width: 88,
    align: 'left',
    render: (row) => (
      <a className="league-scorer__team" href={footballTeamHref('detail', row.team.id)}>
        {row.team.name}
      </a>
    ),
  },
  { key: 'goals', title: T.goals, width: 48, sort: true, sortType: 'number' },
  { key: 'penalty_goals', title: T.penalties, width: 48, sort: true, sortType: 'number' },
  { key: 'assists', title: T.assists, width: 48, sort: true, sortType: 'number' },
];

/** A competition's scorers in the data table: most goals first, player fixed, columns sortable. */
export function ScorerTable({ list }: { list: ScorerList }) {
  const rows = useMemo<Row[]>(
    () =>
      list.scorers.map((scorer) => ({
        ...scorer,
        key: scorer.player_id ?? `${scorer.team.id}-${scorer.name_en}`,
        team_name: scorer.team.name,
      })),
    [list],
  );
  return (
    <>
      <DataTable
        className="league-scorers"
        columns={COLUMNS}
        data={rows}
        rowKey="key"
        maxHeight={560}
        label={LEAGUE_TEXT.scorersLabel(list.competition.name)}
      />
      <p className="league-note">{LEAGUE_TEXT.scorersSource[list.source]}</p>
    </>
  );
}
