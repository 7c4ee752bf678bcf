import { basketballPositionLabel } from '@kanqiu/core';
import type { BasketballRosterPlayer } from '@kanqiu/core/contract/basketball';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { useMemo } from 'react';
import { PlayerCell } from '../../../match/basketball/player-cell';
import { TEAM_TEXT } from './team-texts';

/** A roster player as a table row: his averages flattened, `null` when he played in none. */
export interface RosterRow extends Record<string, unknown> {
  id: string;
  name: string;
  shirt_number: number | null;
  position_label: string;
  games: number;
  games_played: number;
  starts: number;
  minutes: number | null;
  points: number | null;
  rebounds: number | null;
  assists: number | null;
  steals: number | null;
  blocks: number | null;
  turnovers: number | null;
  fg_pct: number | null;
  fg3_pct: number | null;
  ft_pct: number | null;
}

/** One roster player as a row, the position labelled by core (`未知` for an unknown one). */
export function rosterRow(player: BasketballRosterPlayer): RosterRow {
  const a = player.averages;
  return {
    id: player.id,
    name: player.name,
    shirt_number: player.shirt_number,
    position_label: basketballPositionLabel(player.position),
    games: player.games,
    games_played: player.games_played,
    starts: player.starts,
    minutes: a?.minutes ?? null,
    points: a?.points ?? null,
    rebounds: a?.rebounds ?? null,
    assists: a?.assists ?? null,
    steals: a?.steals ?? null,
    blocks: a?.blocks ?? null,
    turnovers: a?.turnovers ?? null,
    fg_pct: a?.fg_pct ?? null,
    fg3_pct: a?.fg3_pct ?? null,
    ft_pct: a?.ft_pct ?? null,
  };
}

const C = TEAM_TEXT.columns;
/** A per-game figure with its one decimal always shown, so the column lines up (`39.0`, `36.5`). */
const oneDecimal = (value: unknown) => (typeof value === 'number' ? value.toFixed(1) : '-');
const stat = (key: string, title: string, width = 52): DataTableColumn<RosterRow> => ({
  key,
  title,
  width,
  sort: true,
  render: (row) => oneDecimal(row[key]),
});

const COLUMNS: DataTableColumn<RosterRow>[] = [
  {
    key: 'name',
    title: C.player,
    width: 112,
    fixed: 'left',
    align: 'left',
    render: (row) => (
      <PlayerCell
        name={row.name}
        shirtNumber={row.shirt_number}
        positionLabel={row.position_label}
      />
    ),
  },
  {
    key: 'games_played',
    title: C.games,
    width: 52,
    sort: true,
    render: (row) => TEAM_TEXT.gamesPlayed(row.games_played, row.games),
  },
  { key: 'starts', title: C.starts, width: 52, sort: true },
  stat('minutes', C.minutes),
  { ...stat('points', C.points), bodyStyle: { fontWeight: 600 } },
  stat('rebounds', C.rebounds),
  stat('assists', C.assists),
  stat('steals', C.steals),
  stat('blocks', C.blocks),
  stat('turnovers', C.turnovers),
  stat('fg_pct', C.fg, 60),
  stat('fg3_pct', C.fg3, 60),
  stat('ft_pct', C.ft, 60),
];

const rowKey = (row: RosterRow) => row.id;
const rowNote = (row: RosterRow) => (row.games_played === 0 ? TEAM_TEXT.notPlayed : null);

/** The players of the team's box scores in the data with their per-game averages, sortable. */
export function RosterTable({
  roster,
  team,
}: {
  roster: readonly BasketballRosterPlayer[];
  team: string;
}) {
  const rows = useMemo(() => roster.map(rosterRow), [roster]);
  return (
    <DataTable
      className="bb-box__table"
      columns={COLUMNS}
      data={rows}
      rowKey={rowKey}
      rowNote={rowNote}
      stripe={false}
      label={TEAM_TEXT.rosterLabel(team)}
    />
  );
}
