import type { ScenePush } from '@kanqiu/core/contract/base';
import { type BasketballMatchPage, basketballMatchScene } from '@kanqiu/core/contract/basketball';
import { type FootballMatchPage, footballMatchScene } from '@kanqiu/core/contract/football';
import { useServices } from '../../app/services-context';
import { type PageDataOptions, type RequestState, useRequest } from '../../app/use-call';

/**
 * The current page of a football match scene over HTTP, for the score header of pages that keep no
 * socket (data, lineup): loaded once per match id, again on `reload`.
 */
export function useFootballSnapshot(
  matchId: string | null,
  options?: PageDataOptions,
): RequestState<ScenePush<FootballMatchPage> | null> {
  const { api } = useServices();
  return useRequest(
    matchId ? `snapshot:${matchId}` : null,
    (signal) =>
      matchId ? api.sceneSnapshot(footballMatchScene(matchId), { signal }) : Promise.resolve(null),
    { subject: 'match', lastSeen: true, ...options },
  );
}

/**
 * The current page of a basketball game's scene over HTTP, for the pages that keep no socket
 * (statistics, data, gen): loaded once per match id, again on `reload` and with the page's refresh.
 */
export function useBasketballSnapshot(
  matchId: string | null,
): RequestState<ScenePush<BasketballMatchPage> | null> {
  const { api } = useServices();
  return useRequest(
    matchId ? `basketball-snapshot:${matchId}` : null,
    (signal) =>
      matchId
        ? api.sceneSnapshot(basketballMatchScene(matchId), { signal })
        : Promise.resolve(null),
    { subject: 'match', lastSeen: true },
  );
}
