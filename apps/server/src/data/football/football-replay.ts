import type { LoadedReplayMatch } from '../catalog';
import { footballAnalysis } from '../history/football-analysis';
import type { FootballResult } from '../history/football-results';
import { createFootballOdds } from '../odds/football-odds';
import type { RatedFixture } from '../rating/football-ratings';
import { ascendingUnique, snapshotCache } from '../shared/timeline';
import { createFootballTrend } from '../trend/football-trend';
import { footballLineupAt } from './football-lineup';
import type { FootballMatchData } from './football-match-data';
import { createFootballPages } from './football-page';
import { buildIncidents } from './incidents';
import { buildTextLive } from './text-live';

/**
 * One Wyscout match as a replay: its match, odds and trend scenes, lineups and data board. `fixture`
 * is the rated openfootball record of the same match (its pre-match goal means price the odds);
 * `results` is the history its data board reads (only results before kick-off are used).
 */
export function createFootballReplay(
  data: FootballMatchData,
  fixture: RatedFixture,
  results: readonly FootballResult[],
): LoadedReplayMatch {
  const pages = createFootballPages(data, buildIncidents(data), buildTextLive(data));
  const odds = createFootballOdds(data, fixture);
  const trend = createFootballTrend(data);
  // A lineup changes only with a moment (goal, card, substitution).
  const momentTimes = ascendingUnique(data.moments.map((m) => m.t));
  const lineupAt = snapshotCache(momentTimes, (index) =>
    footballLineupAt(data, index < 0 ? -1 : (momentTimes[index] as number)),
  );
  let analysis: ReturnType<typeof footballAnalysis> | undefined;
  return {
    id: data.id,
    sport: 'football',
    competition: data.competition,
    venue: data.venue,
    home: data.home,
    away: data.away,
    originalKickoff: data.originalKickoff,
    durationSec: data.clock.end,
    finalScore: { home: data.finalScore[1], away: data.finalScore[2] },
    changePoints: pages.changePoints,
    matchPageAt: pages.pageAt,
    oddsChangePoints: odds.changePoints,
    oddsPageAt: odds.pageAt,
    trendChangePoints: trend.changePoints,
    trendAt: trend.trendAt,
    lineup: () => lineupAt(data.clock.end),
    lineupAt,
    analysis: () => {
      analysis ??= footballAnalysis(data, results);
      return analysis;
    },
  };
}
