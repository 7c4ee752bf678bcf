import { basketballShotChartCall } from '@kanqiu/core/contract/basketball';
import { ShotChart } from '@kanqiu/ui';
import { useEffect, useRef } from 'react';
import { useCall } from '../../../app/use-call';
import { MatchCard } from '../../../match/shared/match-card';
import { STATISTICS_TEXT } from './statistics-texts';

/** Props of {@link GameShotChart}. */
export interface GameShotChartProps {
  matchId: string;
  homeName: string;
  awayName: string;
  /** The page's snapshot: each reload of the box score (a new one) reloads the chart too. */
  version: unknown;
}

/**
 * The game's shot chart so far (made and missed, by team and player), loaded apart from the page so
 * the court drawing is not in its first load; it follows the box score's reload rhythm.
 */
export function GameShotChart({ matchId, homeName, awayName, version }: GameShotChartProps) {
  // The box score's reload (refresh included) changes `version`, so the refresh need not count this.
  const request = useCall(basketballShotChartCall, { match_id: matchId }, { refresh: false });
  const { reload, data } = request;
  const first = useRef(version);
  useEffect(() => {
    if (version !== first.current) void reload();
  }, [version, reload]);
  return (
    <MatchCard
      title={STATISTICS_TEXT.shotChartTitle}
      aside={data && data.unplaced > 0 ? STATISTICS_TEXT.unplaced(data.unplaced) : null}
    >
      {data ? (
        <ShotChart
          className="match-chart"
          shots={data.shots}
          homeName={homeName}
          awayName={awayName}
        />
      ) : (
        <p className="bb-box__refresh">
          {request.error ? STATISTICS_TEXT.shotChartFailed : STATISTICS_TEXT.shotChartLoading}
        </p>
      )}
    </MatchCard>
  );
}
