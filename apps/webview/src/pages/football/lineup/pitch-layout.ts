import type { FootballLineupPlayer } from '@kanqiu/core/contract/match';

/** Which half of the pitch a team stands in: home at the bottom attacking up, away at the top. */
export type PitchSide = 'home' | 'away';

/** Where one starter stands on the drawn pitch. */
export interface PitchSpot {
  player: FootballLineupPlayer;
  /** Formation row, 0 the goalkeeper, counted consecutively. */
  row: number;
  /** Place in the row from the team's own left, 0-based and consecutive. */
  slot: number;
  /** Players in the same row. */
  rowSize: number;
  /** Centre of the shirt disc, percent of the pitch width from the left edge of the screen. */
  x: number;
  /** Centre of the shirt disc, percent of the pitch height from the top edge of the screen. */
  y: number;
  /** Width (percent of the pitch) one player of this row may use without touching a neighbour. */
  span: number;
}

/** Depth of the goalkeeper's disc, as a share of the pitch length from his own goal line. */
export const GOALKEEPER_DEPTH = 0.06;
/** Depth of the first outfield row (the defence). */
export const FIRST_ROW_DEPTH = 0.17;
/**
 * Depth of the most advanced row. Kept short of the halfway line so the away forwards' names (drawn
 * under their discs) and the home forwards' marks (drawn above theirs) never meet.
 */
export const LAST_ROW_DEPTH = 0.435;
/** Widest spacing between two players of a row, as a share of the pitch width: pairs stay central. */
export const MAX_ROW_STEP = 0.25;

/**
 * Rows (goalkeeper included) from which a half is drawn compact (smaller discs and names): with four
 * outfield rows, as in 4-2-3-1, rows stand closer than a full-size disc and name need.
 */
export const COMPACT_PITCH_ROWS = 5;

/** Row a starter falls back to when the payload gives no formation place. */
const ROW_OF_POSITION: Readonly<Record<FootballLineupPlayer['position'], number>> = {
  G: 0,
  D: 1,
  M: 2,
  F: 3,
};

interface Placed {
  player: FootballLineupPlayer;
  row: number;
  order: number;
}

/**
 * Rows and slots as the payload gives them; when any starter lacks one, every starter is placed by
 * position instead (goalkeeper, defence, midfield, attack), ordered across by mean position.
 */
function formationPlaces(starters: readonly FootballLineupPlayer[]): Placed[] {
  const complete = starters.every((p) => p.row !== null && p.slot !== null);
  return starters.map((player, index) =>
    complete
      ? { player, row: player.row ?? 0, order: player.slot ?? 0 }
      : { player, row: ROW_OF_POSITION[player.position], order: player.y ?? index },
  );
}

/** Depth of row `row` of `rows` (goalkeeper included) from the team's own goal line. */
export function rowDepth(row: number, rows: number): number {
  if (row === 0) return GOALKEEPER_DEPTH;
  const outfieldRows = rows - 1;
  if (outfieldRows <= 1) return (FIRST_ROW_DEPTH + LAST_ROW_DEPTH) / 2;
  return FIRST_ROW_DEPTH + ((row - 1) * (LAST_ROW_DEPTH - FIRST_ROW_DEPTH)) / (outfieldRows - 1);
}

/** Share of the pitch width between neighbours in a row of `size`. */
export function rowStep(size: number): number {
  return Math.min(1 / Math.max(1, size), MAX_ROW_STEP);
}

/**
 * Places a team's starting eleven on a vertical pitch: home in the bottom half attacking up, away in
 * the top half attacking down (so the away team's own left is the screen's right). Rows and slots are
 * renumbered consecutively, so gaps or duplicates in the payload never stack two players on one spot.
 */
export function pitchSpots(
  starters: readonly FootballLineupPlayer[],
  side: PitchSide,
): PitchSpot[] {
  const byRow = new Map<number, Placed[]>();
  for (const placed of formationPlaces(starters)) {
    const row = byRow.get(placed.row) ?? [];
    row.push(placed);
    byRow.set(placed.row, row);
  }
  const rowKeys = [...byRow.keys()].sort((a, b) => a - b);
  const rows = rowKeys.length;
  const hasKeeperRow = rowKeys[0] === 0;
  const spots: PitchSpot[] = [];
  rowKeys.forEach((key, index) => {
    const members = [...(byRow.get(key) ?? [])].sort((a, b) => a.order - b.order);
    // Without a goalkeeper row every row is an outfield row.
    const row = hasKeeperRow ? index : index + 1;
    const depth = rowDepth(row, hasKeeperRow ? rows : rows + 1);
    const step = rowStep(members.length);
    members.forEach((placed, slot) => {
      const fromLeft = 0.5 + (slot - (members.length - 1) / 2) * step;
      spots.push({
        player: placed.player,
        row,
        slot,
        rowSize: members.length,
        x: round2((side === 'home' ? fromLeft : 1 - fromLeft) * 100),
        y: round2((side === 'home' ? 1 - depth : depth) * 100),
        span: round2(step * 100),
      });
    });
  });
  return spots;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** True when either team has so many rows that the pitch must be drawn compact. */
export function isCompactPitch(...teams: readonly (readonly PitchSpot[])[]): boolean {
  return teams.some(
    (spots) => spots.reduce((most, spot) => Math.max(most, spot.row + 1), 0) >= COMPACT_PITCH_ROWS,
  );
}
