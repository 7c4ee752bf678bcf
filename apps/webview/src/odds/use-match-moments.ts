import type { Sport } from '@kanqiu/core';
import type { OddsPage } from '@kanqiu/core/contract/match';
import type { LineChartMarker } from '@kanqiu/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useFootballSnapshot } from '../match/shared/use-match-snapshot';
import { matchMoments } from './match-moments';

/**
 * The goals and red cards of a football match for the odds chart, read from the match scene over
 * HTTP (the odds scene carries scores, not incidents). Odds move within a minute of every goal and
 * sending-off, so the incidents are read again whenever `changes` (the number of odds changes)
 * grows. Basketball has none.
 */
export function useMatchMoments(
  sport: Sport,
  matchId: string | null,
  teams: Pick<OddsPage, 'home_team' | 'away_team'> | null,
  changes: number,
): LineChartMarker[] {
  // The odds page's refresh reopens its socket; the moments follow the odds changes, not the refresh.
  const snapshot = useFootballSnapshot(sport === 'football' ? matchId : null, { refresh: false });
  const { reload } = snapshot;
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    void reload();
  }, [changes, reload]);
  const incidents = snapshot.data?.incidents;
  return useMemo(
    () => (incidents && teams ? matchMoments(incidents, teams) : []),
    [incidents, teams],
  );
}
