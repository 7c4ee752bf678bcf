import { EUROPEAN_PLAYER_NAMES } from './world-cup-2018-names-europe';
import { WORLD_PLAYER_NAMES } from './world-cup-2018-names-world';

/**
 * Chinese names of World Cup 2018 players beyond the squads of `world-cup-2018-players.ts`, by
 * Wyscout player id, written only where the mainland rendering is well established (household names
 * and regular starters of the big teams). Everyone else keeps the source's Latin short name: a Latin
 * name is better than a wrong Chinese one. The Latin short name is the comment.
 */
const NAMES: Readonly<Record<number, string>> = {
  ...EUROPEAN_PLAYER_NAMES,
  ...WORLD_PLAYER_NAMES,
};

/** The written Chinese name of a player, or `undefined` when none is written. */
export function worldCup2018PlayerName(wyscoutId: number): string | undefined {
  return NAMES[wyscoutId];
}
