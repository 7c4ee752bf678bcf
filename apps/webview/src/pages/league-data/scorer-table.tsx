import type { Scorer, ScorerList } from '@kanqiu/core/contract/football';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { useMemo } from 'react';
import { PlayerName } from '../../match/football/player-name';
import { footballTeamSeasonHref, type LinkedSeason } from '../../match/football/season-links';
import { LEAGUE_TEXT } from './league-data-texts';

type Row = Scorer & { key: string; team_name: string };

const T = LEAGUE_TEXT.columns;

/** The columns, the team linking to its page on the scorers' competition season. */
const columns = (competition: LinkedSeason): DataTableColumn<Row>[] => [
  { key: 'rank', title: T.rank, width: 44, fixed: 'left', sort: true, sortType: 'number' },
  {
    key: 'name',
    title: T.player,
    width: 112,
    fixed: 'left',
    align: 'left',
    render: (row) => <PlayerName className="league-scorer" id={row.player_id} name={row.name} />,
  },
  {
    key: 'team_name',
    title: T.team,
    width: 88,
    align: 'left',
    render: (row) => (
      <a
        className="league-scorer__team"
        href={footballTeamSeasonHref('detail', row.team.id, competition)}
      >
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
  const tableColumns = useMemo(() => columns(list.competition), [list.competition]);
  return (
    <>
      <DataTable
        className="league-scorers"
        columns={tableColumns}
        data={rows}
        rowKey="key"
        maxHeight={560}
        label={LEAGUE_TEXT.scorersLabel(list.competition.name)}
      />
      <p className="league-note">{LEAGUE_TEXT.scorersSource[list.source]}</p>
    </>
  );
}
