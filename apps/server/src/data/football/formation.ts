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
 * How much further up the pitch (in Wyscout's 0–100 depth) the two outermost of five defenders must
 * act on average than the three between them to count as wing-backs: England's in 2018 stood 7–20
 * higher, a flat back five or a back four with a holding player tagged as a defender 3–6.
 */
export const WING_BACK_DEPTH_GAP = 6.5;

/**
 * How much further up the pitch (Wyscout depth) the middle one of five defenders must act than the
 * two centre-backs beside him to be a holding midfielder the roles list as a defender: Mascherano
 * for Argentina in 2018 stood 8.8–9.4 higher, Jang Hyun-soo for Korea 11.9; the middle centre-back
 * of a real back three (England, Denmark, Poland, Costa Rica) at most 5.7.
 */
export const HOLDING_DEPTH_GAP = 7.5;

/** Back-three shapes a pair of wing-backs turns a back five into; any other keeps its back five. */
const WING_BACK_SHAPES: ReadonlySet<string> = new Set(['3-5-2', '3-4-3']);

const meanDepth = (starters: readonly PlacedStarter[]) =>
  starters.reduce((sum, starter) => sum + (starter.x ?? 0), 0) / starters.length;

/**
 * Moves the middle one of five defenders into midfield when he acts clearly higher than the two
 * centre-backs beside him (a back four with a holding midfielder: Argentina's against France in
 * 2018, which the roles alone read as 5-3-2). Returns whether he was moved.
 */
function dropHoldingMidfielder(rows: PlacedStarter[][]): boolean {
  const [, defence = [], midfield = []] = rows;
  if (defence.length !== 5 || defence.some((starter) => starter.x === null || starter.y === null)) {
    return false;
  }
  const byWidth = [...defence].sort((a, b) => (a.y ?? 0) - (b.y ?? 0));
  const [left, middle, right] = byWidth.slice(1, 4) as [
    PlacedStarter,
    PlacedStarter,
    PlacedStarter,
  ];
  if ((middle.x ?? 0) - meanDepth([left, right]) < HOLDING_DEPTH_GAP) return false;
  rows[1] = defence.filter((starter) => starter !== middle);
  rows[2] = [...midfield, middle];
  return true;
}

/**
 * Moves the outermost two of five defenders into midfield when they act as wing-backs (a back three:
 * England's 3-5-2 of 2018, which the roles alone read as 5-3-2).
 */
function liftWingBacks(rows: PlacedStarter[][]): void {
  const [, defence = [], midfield = [], attack = []] = rows;
  if (defence.length !== 5 || defence.some((starter) => starter.x === null || starter.y === null)) {
    return;
  }
  const shape = `3-${midfield.length + 2}${attack.length > 0 ? `-${attack.length}` : ''}`;
  if (!WING_BACK_SHAPES.has(shape)) return;
  const byWidth = [...defence].sort((a, b) => (a.y ?? 0) - (b.y ?? 0));
  const wide = [byWidth[0], byWidth[4]] as PlacedStarter[];
  const central = byWidth.slice(1, 4);
  if (meanDepth(wide) - meanDepth(central) < WING_BACK_DEPTH_GAP) return;
  rows[1] = central;
  rows[2] = [...midfield, ...wide];
}

/**
 * A team's shape from its starters (the data holds no formation): each starter's row is his role
 * (goalkeeper, defender, midfielder, forward), except that of five defenders the middle one who acts
 * clearly higher than the two beside him is a holding midfielder (a back four), and otherwise the
 * outermost two who act clearly higher than the other three are wing-backs in midfield (3-5-2, not
 * 5-3-2); his place
 * in the row follows the mean width of his actions, left to right. The formation reads the outfield
 * rows, e.g. `4-3-3`; `null` unless there is exactly one goalkeeper and ten outfield players.
 */
export function deriveFormation(starters: readonly PlacedStarter[]): {
  formation: string | null;
  places: Map<number, FormationPlace>;
} {
  const places = new Map<number, FormationPlace>();
  const rows: PlacedStarter[][] = [[], [], [], []];
  for (const starter of starters) rows[ROW_OF_POSITION[starter.player.position]]?.push(starter);
  if (!dropHoldingMidfielder(rows)) liftWingBacks(rows);
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
