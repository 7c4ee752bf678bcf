import type { BasketballShot } from '@kanqiu/core/contract/basketball';

import type { SideChoice } from '../side-filter/side-filter';

/** Which team's attempts a shot chart shows: both, home (1) or away (2). */
export type ShotChartTeam = SideChoice;

/** A player who has attempts in the chart. */
export interface ShotChartPlayer {
  id: string;
  name: string;
  side: 1 | 2;
  attempts: number;
}

/** The players with attempts on the chosen team(s), most attempts first, then by name. */
export function chartPlayers(
  shots: readonly BasketballShot[],
  team: ShotChartTeam,
): ShotChartPlayer[] {
  const players = new Map<string, ShotChartPlayer>();
  for (const shot of shots) {
    if (team !== 'both' && shot.side !== team) continue;
    const player = players.get(shot.player_id);
    if (player) player.attempts += 1;
    else
      players.set(shot.player_id, {
        id: shot.player_id,
        name: shot.player_name,
        side: shot.side,
        attempts: 1,
      });
  }
  return [...players.values()].sort(
    (a, b) => b.attempts - a.attempts || a.name.localeCompare(b.name, 'zh-CN'),
  );
}

/** The attempts of the chosen team and player (`''` every player). */
export function filterAttempts(
  shots: readonly BasketballShot[],
  team: ShotChartTeam,
  playerId: string,
): BasketballShot[] {
  return shots.filter(
    (shot) =>
      (team === 'both' || shot.side === team) && (playerId === '' || shot.player_id === playerId),
  );
}

/** Made and attempted field goals and threes of a set of attempts. */
export function shootingLine(shots: readonly BasketballShot[]) {
  const threes = shots.filter((shot) => shot.three);
  return {
    made: shots.filter((shot) => shot.made).length,
    attempts: shots.length,
    threesMade: threes.filter((shot) => shot.made).length,
    threes: threes.length,
  };
}
