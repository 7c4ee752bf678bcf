import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { createBasketballCatalog } from './basketball/basketball-catalog';
import { createBasketballReplay, loadBasketballGames } from './basketball/basketball-replay';
import { mergeBasketballSeason } from './basketball/basketball-season';
import type { LoadedCatalog, LoadedReplayMatch } from './catalog';
import { createFootballReplay } from './football/football-replay';
import {
  type FootballReplaySource,
  loadFootballSources,
  loadWyscoutMetadata,
} from './football/load-football';
import { WorldCupStats } from './football/world-cup-stats';
import { createFootballCalls } from './football-calls';
import { type FootballResult, loadFootballResults } from './history/football-results';
import { historyEnds } from './history/history-ends';
import { LeagueDatabase } from './history/league-database';
import { cachedPredictionLines } from './models/forecast-cache';
import { modelPicks, PICK_FORECASTER } from './models/model-picks';
import { ModelStore } from './models/model-store';
import { openfootballNameOfWyscoutTeam } from './names/football-teams';
import { rateFootball } from './rating/football-ratings';
import { resolveDataDir } from './shared/data-dir';
import { worldView } from './world-view';
import { loadXgModel } from './xg/xg-model-file';

/** Options of {@link loadCatalog}. */
export interface LoadCatalogOptions {
  /** The data directory; found next to the server by default (`KANQIU_DATA_DIR` overrides). */
  dataDir?: string;
}

/**
 * Loads and converts every data file once: the replays (Wyscout football matches, ESPN basketball
 * games), the results history, the ratings, the model picks and the league database. Everything a
 * page needs later is precomputed or built once on first use, so calls at replay time are cheap.
 *
 * @throws Error naming the file or fact when the data is missing or inconsistent.
 */
export function loadCatalog(options: LoadCatalogOptions = {}): LoadedCatalog {
  const dataDir = options.dataDir ?? resolveDataDir();
  const results = loadFootballResults(dataDir);
  const rated = rateFootball(results);

  const xg = loadXgModel(dataDir);
  const metadata = loadWyscoutMetadata(dataDir);
  const sources = loadFootballSources(dataDir, metadata);
  const historyIdOf = new Map<string, string>();
  const football = sources.map((source) => {
    const data = source.header;
    const date = data.originalKickoff.slice(0, 10);
    const names = [data.homeSourceName, data.awaySourceName];
    const fixture = rated.find(
      (f) =>
        f.result.competitionKey === 'wc2018' &&
        f.result.kickoff.slice(0, 10) === date &&
        names.includes(f.result.homeSourceName) &&
        names.includes(f.result.awaySourceName),
    );
    if (!fixture) throw new Error(`No rated World Cup record for match ${data.id}`);
    if (fixture.result.homeSourceName !== openfootballNameOfWyscoutTeam(data.wyscoutTeamIds[1])) {
      throw new Error(`Match ${data.id}: home and away differ between Wyscout and openfootball`);
    }
    historyIdOf.set(data.id, fixture.result.id);
    return createFootballReplay(source, fixture, results, xg);
  });
  const games = loadBasketballGames(dataDir);
  const season = mergeBasketballSeason(games);
  const basketball = games.map((game) => createBasketballReplay(game, season));
  const matches: LoadedReplayMatch[] = [...football, ...basketball];
  const byId = new Map(matches.map((match) => [match.id, match]));
  const lines = cachedPredictionLines(dataDir, results, PICK_FORECASTER);
  const resultsById = new Map(results.map((result) => [result.id, result]));
  const picks = modelPicks(lines, resultsById);
  const models = new ModelStore(picks, PICK_FORECASTER);
  const build = (known: readonly FootballResult[], played: readonly FootballReplaySource[]) => {
    const worldCup = new WorldCupStats(played, metadata.players);
    const database = new LeagueDatabase(known, worldCup);
    const calls = createFootballCalls({
      dataDir,
      results: known,
      replays: football,
      sources: played,
      metadata,
      historyIdOf,
      picks,
      worldCup,
    });
    return { database, football: calls };
  };
  const { database, football: footballCalls } = build(results, sources);
  const ends = historyEnds(results);
  const asOf = worldView({
    results,
    sources,
    historyIdOf,
    build: (known, played) => {
      const view = build(known, played);
      return { football: view.football, leagueData: (key, s) => view.database.leagueData(key, s) };
    },
  });

  return {
    matches,
    match: (id) => byId.get(id),
    modelInit: () => models.init(),
    modelDay: (model, date) => models.day(model, date),
    modelCount: (model, sessions) => models.count(model, sessions),
    historyEnds: () => ends,
    asOf,
    leagues: () => database.leagues(),
    leagueData: (key, season) => database.leagueData(key, season),
    football: footballCalls,
    basketball: createBasketballCatalog({
      games,
      season,
      finalPage: (id) => {
        const match = byId.get(id) as LoadedReplayMatch;
        return match.matchPageAt(match.durationSec) as BasketballMatchPage;
      },
      modelPicks: (id) => picks.filter((p) => p.pick.match_id === id).map((p) => p.pick),
    }),
  };
}
