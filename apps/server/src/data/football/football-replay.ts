import type { LoadedReplayMatch } from '../catalog';
import { footballAnalysis } from '../history/football-analysis';
import type { FootballResult } from '../history/football-results';
import { worldCupCompetition } from '../names/competitions';
import { createFootballOdds } from '../odds/football-odds';
import type { RatedFixture } from '../rating/football-ratings';
import { ascendingUnique, snapshotCache } from '../shared/timeline';
import { createFootballTrend } from '../trend/football-trend';
import type { XgModel } from '../xg/xg-model';
import { footballLineupAt } from './football-lineup';
import type { FootballMatchData } from './football-match-data';
import { footballMatchStatsAt } from './football-match-stats';
import { createFootballPages } from './football-page';
import { buildIncidents } from './incidents';
import type { FootballReplaySource } from './load-football';
import { buildTextLive } from './text-live';

/** Competition key of the replayed World Cup (the tournament the replay schedule keeps in order). */
export const WORLD_CUP_2018_KEY = 'wc2018';

/** The scenes and calls of one converted match. */
function build(data: FootballMatchData, fixture: RatedFixture, xg: XgModel) {
  const pages = createFootballPages(data, buildIncidents(data), buildTextLive(data));
  const odds = createFootballOdds(data, fixture);
  const trend = createFootballTrend(data);
  // A lineup changes only with a moment (goal, card, substitution).
  const momentTimes = ascendingUnique(data.moments.map((m) => m.t));
  const lineupAt = snapshotCache(momentTimes, (index) =>
    footballLineupAt(data, index < 0 ? -1 : (momentTimes[index] as number)),
  );
  // The statistics change with any event; one snapshot per whole second of the replay is enough.
  let stats: { second: number; value: ReturnType<typeof footballMatchStatsAt> } | undefined;
  const statsAt = (t: number) => {
    const second = Math.floor(Math.max(-1, Math.min(t, data.clock.end)));
    if (stats?.second !== second) stats = { second, value: footballMatchStatsAt(data, xg, second) };
    return stats.value;
  };
  return { pages, odds, trend, lineupAt, statsAt };
}

/**
 * One Wyscout match as a replay: its match, odds and trend scenes, lineups and data board. `fixture`
 * is the rated openfootball record of the same match (its pre-match goal means price the odds);
 * `results` is the history its data board reads (only results before kick-off are used); `xg` the
 * expected-goals model of its shot map and statistics. The header
 * (teams, times, duration) is there at once; the events are converted the first time a scene or call
 * needs them.
 */
export function createFootballReplay(
  source: FootballReplaySource,
  fixture: RatedFixture,
  results: readonly FootballResult[],
  xg: XgModel,
): LoadedReplayMatch {
  const { header, clock } = source;
  let built: ReturnType<typeof build> | undefined;
  const full = () => {
    built ??= build(source.convert(), fixture, xg);
    return built;
  };
  let analysis: ReturnType<typeof footballAnalysis> | undefined;
  return {
    id: header.id,
    sport: 'football',
    competition: header.competition,
    competitionKey: WORLD_CUP_2018_KEY,
    competitionName: worldCupCompetition(2018, ''),
    stage: header.stage,
    tournament: WORLD_CUP_2018_KEY,
    venue: header.venue,
    home: header.home,
    away: header.away,
    originalKickoff: header.originalKickoff,
    durationSec: clock.end,
    finalScore: { home: header.finalScore[1], away: header.finalScore[2] },
    get changePoints() {
      return full().pages.changePoints;
    },
    matchPageAt: (t) => full().pages.pageAt(t),
    get oddsChangePoints() {
      return full().odds.changePoints;
    },
    oddsPageAt: (t) => full().odds.pageAt(t),
    get trendChangePoints() {
      return full().trend.changePoints;
    },
    trendAt: (t) => full().trend.trendAt(t),
    lineup: () => full().lineupAt(clock.end),
    lineupAt: (t) => full().lineupAt(t),
    matchStatsAt: (t) => full().statsAt(t),
    analysis: () => {
      analysis ??= footballAnalysis(header, results);
      return analysis;
    },
  };
}
