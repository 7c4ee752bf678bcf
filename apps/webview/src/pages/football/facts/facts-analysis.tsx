import { type FootballStatRow, footballMatchStatsCall } from '@kanqiu/core/contract/football';
import { ShotMap, XgRaceChart } from '@kanqiu/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useCall } from '../../../app/use-call';
import { playerHref } from '../../../match/football/player-link';
import { MatchCard } from '../../../match/shared/match-card';
import { FACTS_ANALYSIS_TEXT as T } from './facts-analysis-texts';
import { type StatRow, StatRows } from './stat-bars';

/** Props of {@link FactsAnalysis}. */
export interface FactsAnalysisProps {
  matchId: string;
  homeName: string;
  awayName: string;
  /** Changes when a push brings what the statistics depend on (`analysisVersion`); reloads them. */
  version: string;
  /** The match minute shown by the live page, so the xG race reaches it. */
  minute: number | undefined;
}

function valueText(value: number, format: FootballStatRow['format']): string {
  if (format === 'decimal') return value.toFixed(2);
  if (format === 'percent') return `${value}${T.percent}`;
  return String(value);
}

function statRows(rows: readonly FootballStatRow[]): StatRow[] {
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    home: row.home,
    away: row.away,
    homeText: valueText(row.home, row.format),
    awayText: valueText(row.away, row.format),
  }));
}

/**
 * The facts page's analysis (loaded apart, so its charts do not weigh on the page's first load):
 * the shot map, the xG race and the full statistics of the match so far, from the statistics call.
 * The page holds the match's socket; a push that adds a shot, a goal or an incident, or changes the
 * period, reloads the call, so the charts move with the match and never run ahead of it
 * (docs/webview.md).
 */
export function FactsAnalysis({
  matchId,
  homeName,
  awayName,
  version,
  minute,
}: FactsAnalysisProps) {
  // A refresh reopens the socket, whose new page changes `version`: the refresh need not count this.
  const request = useCall(footballMatchStatsCall, { match_id: matchId }, { refresh: false });
  const { reload } = request;
  const firstVersion = useRef(version);
  useEffect(() => {
    if (version !== firstVersion.current) void reload();
  }, [version, reload]);
  const data = request.data;
  const rows = useMemo(() => (data ? statRows(data.stats) : []), [data]);
  if (!data) {
    return (
      <MatchCard title={T.shotMapTitle}>
        <p className="facts-empty">{request.error ? T.unavailable : T.loading}</p>
      </MatchCard>
    );
  }
  return (
    <>
      <MatchCard title={T.shotMapTitle}>
        <ShotMap
          className="match-chart"
          shots={data.shots}
          ownGoals={data.own_goals}
          homeName={homeName}
          awayName={awayName}
          playerHref={playerHref}
        />
      </MatchCard>
      <MatchCard title={T.xgRaceTitle}>
        <XgRaceChart
          className="match-chart"
          shots={data.shots}
          ownGoals={data.own_goals}
          homeName={homeName}
          awayName={awayName}
          {...(minute === undefined ? {} : { minute })}
        />
      </MatchCard>
      <MatchCard title={T.fullStatsTitle}>
        <StatRows rows={rows} />
      </MatchCard>
    </>
  );
}
