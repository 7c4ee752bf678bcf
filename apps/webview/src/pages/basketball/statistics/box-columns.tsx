import type { DataTableColumn } from '@kanqiu/ui';
import { PlayerCell } from '../../../match/basketball/player-cell';
import type { BoxRow } from './box-rows';
import { STATISTICS_TEXT } from './statistics-texts';

const C = STATISTICS_TEXT.columns;

function Player({ row }: { row: BoxRow }) {
  if (row.kind === 'total') return <span className="bb-box__name">{row.name}</span>;
  return (
    <PlayerCell
      name={row.name}
      shirtNumber={row.shirt_number}
      positionLabel={row.position_label}
      onCourt={row.on_court}
      onCourtLabel={STATISTICS_TEXT.onCourt}
    />
  );
}

/** A shooting cell: made-attempted, with the percentage under it on the totals row. */
function shots(
  made: 'fg_made' | 'fg3_made' | 'ft_made',
  attempted: 'fg_attempted' | 'fg3_attempted' | 'ft_attempted',
  pctKey: 'fg_pct' | 'fg3_pct' | 'ft_pct',
) {
  return (row: BoxRow) => {
    const pct = row[pctKey];
    return row.kind === 'total' ? (
      <span className="bb-box__shots">
        {row[made]}-{row[attempted]}
        <small>{pct === null ? '-' : `${pct.toFixed(1)}%`}</small>
      </span>
    ) : (
      `${row[made]}-${row[attempted]}`
    );
  };
}

function signed(value: number | null): string {
  if (value === null) return '-';
  return value > 0 ? `+${value}` : String(value);
}

/**
 * The box score's columns: the player fixed on the left, every statistic sortable (shots sort by
 * made). The order follows the NBA box score: minutes, points, rebounds, assists, then shooting.
 */
export const BOX_COLUMNS: readonly DataTableColumn<BoxRow>[] = [
  {
    key: 'name',
    title: C.player,
    width: 112,
    fixed: 'left',
    align: 'left',
    render: (row) => <Player row={row} />,
  },
  { key: 'minutes', title: C.minutes, width: 52, sort: true },
  { key: 'points', title: C.points, width: 52, sort: true, bodyStyle: { fontWeight: 600 } },
  { key: 'rebounds', title: C.rebounds, width: 52, sort: true },
  { key: 'assists', title: C.assists, width: 52, sort: true },
  {
    key: 'fg_made',
    title: C.fg,
    width: 62,
    sort: true,
    render: shots('fg_made', 'fg_attempted', 'fg_pct'),
  },
  {
    key: 'fg3_made',
    title: C.fg3,
    width: 62,
    sort: true,
    render: shots('fg3_made', 'fg3_attempted', 'fg3_pct'),
  },
  {
    key: 'ft_made',
    title: C.ft,
    width: 62,
    sort: true,
    render: shots('ft_made', 'ft_attempted', 'ft_pct'),
  },
  { key: 'offensive_rebounds', title: C.offensive, width: 52, sort: true },
  { key: 'defensive_rebounds', title: C.defensive, width: 52, sort: true },
  { key: 'steals', title: C.steals, width: 52, sort: true },
  { key: 'blocks', title: C.blocks, width: 52, sort: true },
  { key: 'turnovers', title: C.turnovers, width: 52, sort: true },
  { key: 'fouls', title: C.fouls, width: 52, sort: true },
  {
    key: 'plus_minus',
    title: C.plusMinus,
    width: 52,
    sort: true,
    render: (row) => signed(row.plus_minus),
  },
];
