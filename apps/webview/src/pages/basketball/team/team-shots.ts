import type { BasketballScheduleGame, BasketballShot } from '@kanqiu/core/contract';

/** One replayed game of the team with its charted attempts so far. */
export interface TeamGameShots {
  game: Pick<BasketballScheduleGame, 'is_home' | 'game_number'> & { replay_match_id: string };
  shots: readonly BasketballShot[];
  unplaced: number;
}

/** The attempts of a team's replayed games on one chart: the team on side 1, its opponents on 2. */
export interface TeamShots {
  shots: BasketballShot[];
  unplaced: number;
  /** Replayed games with at least one attempt so far. */
  gamesWithShots: number;
}

/**
 * Puts the team's games together on one chart, seen from the team: its own attempts on side 1 (the
 * home colour of the chart) and its opponents' on side 2, whichever side it played on. Ids take the
 * game's id in front, so two games' attempts never share one; the label names the game.
 */
export function teamShots(
  games: readonly TeamGameShots[],
  gameLabel: (gameNumber: number | null) => string,
): TeamShots {
  const shots: BasketballShot[] = [];
  let unplaced = 0;
  let gamesWithShots = 0;
  for (const { game, shots: gameShots, unplaced: gameUnplaced } of games) {
    unplaced += gameUnplaced;
    if (gameShots.length > 0) gamesWithShots += 1;
    const teamSide = game.is_home ? 1 : 2;
    const prefix = gameLabel(game.game_number);
    for (const shot of gameShots) {
      shots.push({
        ...shot,
        id: `${game.replay_match_id}-${shot.id}`,
        side: shot.side === teamSide ? 1 : 2,
        label: prefix ? `${prefix} ${shot.label}` : shot.label,
      });
    }
  }
  return { shots, unplaced, gamesWithShots };
}
