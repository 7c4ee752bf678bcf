import { basketballPositionLabel } from '@kanqiu/core';
import type { BasketballPlayerBox, BasketballTeamTotals } from '@kanqiu/core/contract/basketball';
import type { RowGroup } from '@kanqiu/ui';
import { STATISTICS_TEXT } from './statistics-texts';

/** One row of the box score table: a player's line, or the team's totals. */
export interface BoxRow extends Record<string, unknown> {
  id: string;
  kind: 'player' | 'total';
  name: string;
  shirt_number: number | null;
  /** The position in Chinese, from core (`未知` for an unknown one); `''` on the totals row. */
  position_label: string;
  starter: boolean;
  on_court: boolean;
  /** Shown instead of the numbers: not on the court yet, or did not play; `null` otherwise. */
  note: string | null;
  minutes: number | null;
  points: number;
  fg_made: number;
  fg_attempted: number;
  fg_pct: number | null;
  fg3_made: number;
  fg3_attempted: number;
  fg3_pct: number | null;
  ft_made: number;
  ft_attempted: number;
  ft_pct: number | null;
  offensive_rebounds: number;
  defensive_rebounds: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  plus_minus: number | null;
}

function percent(made: number, attempted: number): number | null {
  return attempted === 0 ? null : Math.round((made / attempted) * 1000) / 10;
}

/**
 * A player's line as a table row. A player who has not been on the court shows a note instead of
 * his zeros: `尚未登场` during the game, `未上场` with the reason once it is over. The five on the
 * court are marked only while the game is on.
 */
export function playerRow(player: BasketballPlayerBox, finished: boolean): BoxRow {
  const note = player.did_not_play
    ? finished
      ? STATISTICS_TEXT.dnp(player.dnp_reason)
      : STATISTICS_TEXT.notYet
    : null;
  return {
    ...player,
    kind: 'player',
    // Nobody is on the court once the game is over.
    on_court: player.on_court && !finished,
    position_label: basketballPositionLabel(player.position),
    note,
    fg_pct: percent(player.fg_made, player.fg_attempted),
    fg3_pct: percent(player.fg3_made, player.fg3_attempted),
    ft_pct: percent(player.ft_made, player.ft_attempted),
  };
}

/** The team's totals as the table's summary row (no minutes, no plus-minus). */
export function totalsRow(totals: BasketballTeamTotals): BoxRow {
  return {
    ...totals,
    id: 'totals',
    kind: 'total',
    name: STATISTICS_TEXT.totals,
    shirt_number: null,
    position_label: '',
    starter: false,
    on_court: false,
    note: null,
    minutes: null,
    plus_minus: null,
  };
}

const STARTERS: RowGroup = { key: 'starters', title: STATISTICS_TEXT.starters };
const BENCH: RowGroup = { key: 'bench', title: STATISTICS_TEXT.bench };

/** Starters above the bench, whatever the sort. */
export function boxGroup(row: BoxRow): RowGroup {
  return row.starter ? STARTERS : BENCH;
}
