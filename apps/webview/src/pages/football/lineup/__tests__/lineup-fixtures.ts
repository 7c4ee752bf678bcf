import type { FootballLineupPlayer } from '@kanqiu/core/contract/match';

/** A starter or substitute with no marks; override what the test is about. */
export function player(
  overrides: Partial<FootballLineupPlayer> & { id: string },
): FootballLineupPlayer {
  return {
    name: `球员${overrides.id}`,
    name_en: `Player ${overrides.id}`,
    shirt_number: Number(overrides.id),
    position: 'M',
    position_label: '中场',
    row: null,
    slot: null,
    x: null,
    y: null,
    goals: 0,
    penalty_goals: 0,
    own_goals: 0,
    assists: 0,
    yellow_cards: 0,
    red_cards: 0,
    sub_in: null,
    sub_out: null,
    ...overrides,
  };
}

/**
 * An eleven in the given shape, e.g. `[1, 4, 3, 3]`: rows from the goalkeeper up, ids `r{row}s{slot}`,
 * listed in a scrambled order as a payload may list them.
 */
export function eleven(shape: readonly number[]): FootballLineupPlayer[] {
  const players = shape.flatMap((size, row) =>
    Array.from({ length: size }, (_, slot) =>
      player({
        id: `r${row}s${slot}`,
        position: row === 0 ? 'G' : row === 1 ? 'D' : row === shape.length - 1 ? 'F' : 'M',
        row,
        slot,
      }),
    ),
  );
  return [...players].reverse();
}
