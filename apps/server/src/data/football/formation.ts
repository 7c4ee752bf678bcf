import type { FootballPlayerInfo } from './football-match-data';

/** A starter with the mean position of his actions (0–100, own goal line x = 0, left touchline y = 0). */
export interface PlacedStarter {
  player: FootballPlayerInfo;
  x: number | null;
  y: number | null;
}

/** A starter's place in the formation: row 0 the goalkeeper, then defence, midfield, attack; slot from the left. */
export interface FormationPlace {
  row: number;
  slot: number;
}

const ROW_OF_POSITION: Readonly<Record<FootballPlayerInfo['position'], number>> = {
  G: 0,
  D: 1,
  M: 2,
  F: 3,
};

/**
 * A team's shape from its starters (the data holds no formation): each starter's row is his role
 * (goalkeeper, defender, midfielder, forward), his place in the row follows the mean width of his
 * actions, left to right. The formation reads the outfield rows, e.g. `4-3-3`; `null` unless there
 * is exactly one goalkeeper and ten outfield players.
 */
export function deriveFormation(starters: readonly PlacedStarter[]): {
  formation: string | null;
  places: Map<number, FormationPlace>;
} {
  const places = new Map<number, FormationPlace>();
  const rows: PlacedStarter[][] = [[], [], [], []];
  for (const starter of starters) rows[ROW_OF_POSITION[starter.player.position]]?.push(starter);
  const filled = rows.filter((row) => row.length > 0);
  filled.forEach((row, rowIndex) => {
    [...row]
      .sort((a, b) => (a.y ?? 50) - (b.y ?? 50))
      .forEach((starter, slot) => {
        places.set(starter.player.id, { row: rowIndex, slot });
      });
  });
  const keepers = rows[0]?.length ?? 0;
  const outfield = rows
    .slice(1)
    .map((row) => row.length)
    .filter((size) => size > 0);
  const complete = keepers === 1 && outfield.reduce((a, b) => a + b, 0) === 10;
  return { formation: complete ? outfield.join('-') : null, places };
}
