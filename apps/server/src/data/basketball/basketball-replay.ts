import type { LoadedReplayMatch } from '../catalog';
import { basketballAnalysis } from '../history/basketball-analysis';
import { createBasketballOdds } from '../odds/basketball-odds';
import { readJson } from '../shared/read-json';
import { createBasketballTrend } from '../trend/basketball-trend';
import { type BasketballGameData, convertBasketballGame } from './basketball-game-data';
import { basketballLineup } from './basketball-lineup';
import { createBasketballPages } from './basketball-page';
import type { BasketballSeason } from './basketball-season';
import { basketballShotChartAt } from './basketball-shot-chart';
import { buildBasketballTextLive } from './basketball-text-live';
import { boxScoreTimeline } from './box-score';
import type { EspnGameFile } from './hoopr-types';

/** The ESPN game ids replayed: 2024 NBA Finals games 1 and 5. */
export const BASKETBALL_REPLAY_IDS = ['401656359', '401656363'] as const;

/** Loads and converts the two NBA Finals games. */
export function loadBasketballGames(dataDir: string): BasketballGameData[] {
  return BASKETBALL_REPLAY_IDS.map((id) =>
    convertBasketballGame(readJson<EspnGameFile>(dataDir, 'basketball', 'hoopr', `${id}.json`)),
  );
}

/** One ESPN game as a replay; `season` feeds its data board (only earlier games count). */
export function createBasketballReplay(
  data: BasketballGameData,
  season: BasketballSeason,
): LoadedReplayMatch {
  const pages = createBasketballPages(data, buildBasketballTextLive(data), boxScoreTimeline(data));
  const odds = createBasketballOdds(data);
  const trend = createBasketballTrend(data);
  const lineup = basketballLineup(data);
  let analysis: ReturnType<typeof basketballAnalysis> | undefined;
  return {
    id: data.id,
    sport: 'basketball',
    competition: data.competition,
    venue: data.venue,
    home: data.home,
    away: data.away,
    originalKickoff: data.originalKickoff,
    durationSec: data.durationSec,
    finalScore: data.finalScore,
    changePoints: pages.changePoints,
    matchPageAt: pages.pageAt,
    oddsChangePoints: odds.changePoints,
    oddsPageAt: odds.pageAt,
    trendChangePoints: trend.changePoints,
    trendAt: trend.trendAt,
    lineup: () => lineup,
    lineupAt: () => lineup,
    shotChartAt: (t) => basketballShotChartAt(data, t),
    analysis: () => {
      analysis ??= basketballAnalysis(data, season);
      return analysis;
    },
  };
}
