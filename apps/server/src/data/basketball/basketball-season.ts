import type {
  BasketballSeasonRecord,
  BasketballSeriesGame,
  BasketballSeriesStanding,
  WinLoss,
} from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { nbaFinalsCompetition } from '../names/competitions';
import { NBA_TEAMS } from '../names/nba';
import { BASKETBALL_FACT_TEXTS } from '../zh/basketball-facts-texts';
import type { BasketballGameData } from './basketball-game-data';
import type { SeasonGame } from './game-facts';

/** An NBA team with the facts the data gives about its season. */
export interface BasketballTeamFacts {
  ref: TeamRefData;
  /** `波士顿凯尔特人`. */
  fullName: string;
  /** `Boston Celtics`. */
  nameEn: string;
  /** `波士顿`. */
  city: string;
  record: BasketballSeasonRecord;
}

/** What every replayed game file says about the season, merged. */
export interface BasketballSeason {
  /** `2023-24`. */
  label: string;
  teams: ReadonlyMap<string, BasketballTeamFacts>;
  /** Every finished game of the season series blocks (regular season and Finals), oldest first. */
  games: readonly SeasonGame[];
  /** The replayed games by ESPN id. */
  replays: ReadonlyMap<string, BasketballGameData>;
}

function mergeSplit(a: WinLoss | null, b: WinLoss | null, what: string): WinLoss | null {
  if (a && b && a.summary !== b.summary) throw new Error(`${what}: ${a.summary} and ${b.summary}`);
  return a ?? b;
}

function mergeRecord(a: BasketballSeasonRecord, b: BasketballSeasonRecord, team: string) {
  const what = `The game files disagree on the record of team ${team}`;
  if (a.season !== b.season || a.total.summary !== b.total.summary) throw new Error(what);
  return {
    season: a.season,
    total: a.total,
    home: mergeSplit(a.home, b.home, what),
    road: mergeSplit(a.road, b.road, what),
    conference: mergeSplit(a.conference, b.conference, what),
  };
}

/**
 * Merges the season facts of the replayed game files: each team's record (a split one file lacks
 * may come from another), and the union of their season series, checked to agree game by game and
 * with each header's series standing.
 *
 * @throws Error when two files disagree, or a team has no Chinese name.
 */
export function mergeBasketballSeason(games: readonly BasketballGameData[]): BasketballSeason {
  const teams = new Map<string, BasketballTeamFacts>();
  const byId = new Map<string, SeasonGame>();
  for (const game of games) {
    const { facts } = game;
    for (const [ref, record, nameEn] of [
      [game.home, facts.records.home, facts.teamNamesEn.home],
      [game.away, facts.records.away, facts.teamNamesEn.away],
    ] as const) {
      const known = teams.get(ref.id);
      const city = NBA_TEAMS[ref.id]?.city ?? '';
      teams.set(ref.id, {
        ref,
        fullName: `${city}${ref.name}`,
        nameEn,
        city,
        record: known ? mergeRecord(known.record, record, ref.id) : record,
      });
    }
    for (const seasonGame of facts.seasonGames) {
      const known = byId.get(seasonGame.id);
      if (known && JSON.stringify(known) !== JSON.stringify(seasonGame)) {
        throw new Error(`The game files disagree on series game ${seasonGame.id}`);
      }
      byId.set(seasonGame.id, seasonGame);
    }
  }
  for (const seasonGame of byId.values()) {
    for (const id of [seasonGame.homeId, seasonGame.awayId]) {
      if (!teams.has(id)) throw new Error(`Series game ${seasonGame.id}: no facts of team ${id}`);
    }
  }
  const label = games[0]?.facts.season ?? '';
  const season: BasketballSeason = {
    label,
    teams,
    games: [...byId.values()].sort((a, b) => a.kickoff.localeCompare(b.kickoff)),
    replays: new Map(games.map((game) => [game.id, game])),
  };
  for (const game of games) {
    const before = seriesStandingBefore(season, game.id);
    const header = game.seriesBefore;
    if (
      (before === null) !== (header === null) ||
      (before && header && (before.home_wins !== header.home || before.away_wins !== header.away))
    ) {
      throw new Error(`Game ${game.id}: the season series and the header's series disagree`);
    }
  }
  return season;
}

/** A season game as the pages show it, with the replay id when kanqiu's server replays it. */
export function seriesGameView(season: BasketballSeason, game: SeasonGame): BasketballSeriesGame {
  const ref = (id: string) => season.teams.get(id)?.ref as TeamRefData;
  return {
    match_id: game.id,
    kickoff: game.kickoff,
    stage: game.stage,
    game_number: game.gameNumber,
    competition:
      game.stage === 'finals'
        ? nbaFinalsCompetition(`Game ${game.gameNumber}`)
        : BASKETBALL_FACT_TEXTS.regularSeason(season.label),
    home_team: ref(game.homeId),
    away_team: ref(game.awayId),
    home_score: game.homeScore,
    away_score: game.awayScore,
    replay_match_id: season.replays.has(game.id) ? game.id : null,
  };
}

/** The games of the season series that tipped off before `matchId`'s game, oldest first. */
export function gamesBefore(season: BasketballSeason, matchId: string): SeasonGame[] {
  const game = season.games.find((candidate) => candidate.id === matchId);
  const kickoff = game?.kickoff ?? season.replays.get(matchId)?.originalKickoff;
  return kickoff ? season.games.filter((candidate) => candidate.kickoff < kickoff) : [];
}

/**
 * The Finals series as it stood before a game (wins of the game's home and away side), with its
 * Chinese reading: `凯尔特人 3-1 领先`; `null` when the game is not a Finals game of the data.
 */
export function seriesStandingBefore(
  season: BasketballSeason,
  matchId: string,
): BasketballSeriesStanding | null {
  const game = season.games.find((candidate) => candidate.id === matchId);
  if (game?.stage !== 'finals' || game.gameNumber === null) return null;
  const earlier = gamesBefore(season, matchId).filter((g) => g.stage === 'finals');
  const winsOf = (teamId: string) =>
    earlier.filter((g) => (g.homeScore > g.awayScore ? g.homeId : g.awayId) === teamId).length;
  const homeWins = winsOf(game.homeId);
  const awayWins = winsOf(game.awayId);
  const name = (id: string) => season.teams.get(id)?.ref.name ?? id;
  let text: string = BASKETBALL_FACT_TEXTS.seriesFirstGame;
  if (homeWins > awayWins)
    text = BASKETBALL_FACT_TEXTS.seriesLead(name(game.homeId), homeWins, awayWins);
  else if (awayWins > homeWins)
    text = BASKETBALL_FACT_TEXTS.seriesLead(name(game.awayId), awayWins, homeWins);
  else if (homeWins > 0) text = BASKETBALL_FACT_TEXTS.seriesTied(homeWins);
  return {
    title: BASKETBALL_FACT_TEXTS.finalsTitle,
    best_of: game.bestOf ?? 7,
    game_number: game.gameNumber,
    home_wins: homeWins,
    away_wins: awayWins,
    text,
  };
}
