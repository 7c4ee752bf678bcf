import type { Squad, SquadPlayer } from '@kanqiu/core/contract/football';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { useMemo } from 'react';
import { TEAM_TEXT } from './team-texts';

type Row = SquadPlayer & { position: string; label: string };

const T = TEAM_TEXT.columns;

const count = (key: keyof SquadPlayer, title: string): DataTableColumn<Row> => ({
  key,
  title,
  width: 44,
  sort: true,
  sortType: 'number',
});

const columns = (numbered: boolean): DataTableColumn<Row>[] => [
  {
    key: 'name',
    title: T.player,
    width: 128,
    fixed: 'left',
    align: 'left',
    render: (row) => (
      <span className="fteam-player">
        {numbered ? <span className="fteam-player__number">{row.shirt_number ?? ''}</span> : null}
        <span className="fteam-player__name">{row.name}</span>
      </span>
    ),
  },
  count('appearances', T.appearances),
  count('starts', T.starts),
  count('goals', T.goals2),
  count('assists', T.assists),
  count('yellow_cards', T.yellow),
  count('red_cards', T.red),
];

/**
 * A World Cup squad grouped by position (goalkeepers, defenders, midfielders, forwards) in the data
 * table, with what each player did in the tournament; shirt numbers only where the data has them.
 */
export function SquadTable({ squad, team }: { squad: Squad; team: string }) {
  const rows = useMemo(
    () =>
      squad.groups.flatMap((group) =>
        group.players.map((player) => ({
          ...player,
          position: group.position,
          label: group.label,
        })),
      ),
    [squad],
  );
  const numbered = rows.some((row) => row.shirt_number !== null);
  const cols = useMemo(() => columns(numbered), [numbered]);
  return (
    <DataTable
      className="fteam-squad"
      columns={cols}
      data={rows}
      rowKey="id"
      groupBy={(row) => ({ key: row.position, title: row.label })}
      label={TEAM_TEXT.squadLabel(team)}
    />
  );
}
