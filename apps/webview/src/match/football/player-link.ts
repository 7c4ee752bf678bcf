import { pageHref } from '../../routing/navigation';

/** The link of a football player's page (his World Cup 2018), by Wyscout player id. */
export function playerHref(playerId: string): string {
  return pageHref('footballPlayer', { player_id: playerId });
}
