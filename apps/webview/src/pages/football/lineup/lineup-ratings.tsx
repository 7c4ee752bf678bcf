import { footballMatchStatsCall } from '@kanqiu/core/contract/football';
import { RatingBadge, ratingText } from '@kanqiu/ui';
import { useEffect, useRef } from 'react';
import { useCall } from '../../../app/use-call';
import type { LineupRatings } from './player-rating';

/** Props of {@link LineupRatingsLoader}. */
export interface LineupRatingsLoaderProps {
  matchId: string;
  /** Changes whenever the page re-fetched its lineup; the ratings are loaded again then. */
  version: unknown;
  onRatings: (ratings: LineupRatings) => void;
}

/**
 * Loads the players' ratings of the match so far (the statistics call) and hands them to the
 * lineup; renders nothing. It is loaded apart from the page, so the statistics schemas stay out of
 * the lineup's first load; the ratings follow the lineup's own refresh rhythm.
 */
export function LineupRatingsLoader({ matchId, version, onRatings }: LineupRatingsLoaderProps) {
  // The lineup's reload (refresh included) changes `version`, so the refresh need not count this one.
  const request = useCall(footballMatchStatsCall, { match_id: matchId }, { refresh: false });
  const { reload, data } = request;
  const first = useRef(version);
  useEffect(() => {
    if (version !== first.current) void reload();
  }, [version, reload]);
  useEffect(() => {
    if (!data) return;
    onRatings({
      byPlayer: new Map(data.ratings.map((entry) => [entry.player_id, entry.rating])),
      playerOfMatch: data.player_of_match_id,
      Badge: RatingBadge,
      text: ratingText,
    });
  }, [data, onRatings]);
  return null;
}
