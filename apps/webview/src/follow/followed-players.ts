import type { FollowEntry } from '@kanqiu/core/contract';
import { footballPlayerCall } from '@kanqiu/core/contract';
import type { KanqiuApi } from '@kanqiu/net';

/**
 * Followed players whose team the alert watcher looks up, the newest followed first: 12. Each is one
 * player call, made once while the app is open; a fan's newest players are the ones he cares about
 * today, and the watched matches are capped at `ALERT_MAX_WATCHED` anyway.
 */
export const ALERT_MAX_PLAYERS = 12;

/** Each player's team id, asked once while the app is open (a player keeps his team all tournament). */
const teamOfPlayer = new Map<string, Promise<string | null>>();

function teamOf(api: KanqiuApi, playerId: string): Promise<string | null> {
  let team = teamOfPlayer.get(playerId);
  if (!team) {
    team = api.call(footballPlayerCall, { player_id: playerId }).then(
      (player) => player.team.id,
      () => {
        // A failed look-up is asked again with the next list.
        teamOfPlayer.delete(playerId);
        return null;
      },
    );
    teamOfPlayer.set(playerId, team);
  }
  return team;
}

/**
 * The teams of the fan's followed players (at most {@link ALERT_MAX_PLAYERS}): a match one of them
 * plays is watched for the player's alerts (docs/follows.md, "A followed player").
 */
export async function followedPlayerTeams(
  api: KanqiuApi,
  follows: readonly FollowEntry[],
): Promise<Set<string>> {
  const players = follows.filter((follow) => follow.kind === 'player').slice(0, ALERT_MAX_PLAYERS);
  const teams = await Promise.all(players.map((player) => teamOf(api, player.id)));
  return new Set(teams.filter((team): team is string => team !== null));
}
