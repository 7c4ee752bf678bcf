import type { FootballShot } from '@kanqiu/core/contract';
import { ShotMap } from '@kanqiu/ui';

/** Props of {@link PlayerShots}. */
export interface PlayerShotsProps {
  shots: readonly FootballShot[];
  playerName: string;
  /** The other side's name in the map's team filter (a player's map has one side only). */
  otherName: string;
}

/**
 * The player's shots over the tournament on one pitch. Loaded apart from the page, so the pitch
 * and the map's code are not in the player page's first load.
 */
export function PlayerShots({ shots, playerName, otherName }: PlayerShotsProps) {
  return (
    <ShotMap className="match-chart" shots={shots} homeName={playerName} awayName={otherName} />
  );
}
