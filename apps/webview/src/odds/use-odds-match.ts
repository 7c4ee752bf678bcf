import type { Sport } from '@kanqiu/core';
import { basketballOddsScene, footballOddsScene, type OddsPage } from '@kanqiu/core/contract/match';
import { useMemo } from 'react';
import { type LiveMatch, useLiveMatch } from '../match/shared/use-live-match';

/**
 * The odds scene of a match (`detail_{sport}_odds_match_id_{id}`), held over the live socket while
 * the page is mounted (docs/architecture.md: exponent pages hold a socket; status 10 closes it).
 */
export function useOddsMatch(sport: Sport, matchId: string | null): LiveMatch<OddsPage> {
  const spec = useMemo(
    () =>
      matchId
        ? sport === 'football'
          ? footballOddsScene(matchId)
          : basketballOddsScene(matchId)
        : null,
    [sport, matchId],
  );
  return useLiveMatch(spec, matchId);
}
