import type {
  BasketballMatchPage,
  BasketballOverview,
  BasketballTeamInfo,
  BasketballTeamSchedule,
} from '@kanqiu/core/contract/basketball';
import type { ModelPick } from '@kanqiu/core/contract/match';
import type { BasketballGameData } from './basketball-game-data';
import { basketballOverview } from './basketball-overview';
import type { BasketballSeason } from './basketball-season';
import { basketballTeamInfo, basketballTeamSchedule } from './basketball-team-pages';

/** The NBA calls beyond the match scenes: each answer is `undefined` for an id the data lacks. */
export interface BasketballCatalog {
  /** The gen page of a replayed NBA game. */
  overview(matchId: string): BasketballOverview | undefined;
  /** An NBA team's record, roster and leaders (ESPN team id). */
  teamInfo(teamId: string): BasketballTeamInfo | undefined;
  /** An NBA team's games the data knows (ESPN team id). */
  teamSchedule(teamId: string): BasketballTeamSchedule | undefined;
}

/** What {@link createBasketballCatalog} works from. */
export interface BasketballCatalogSources {
  games: readonly BasketballGameData[];
  season: BasketballSeason;
  /** The final page of a replayed game (its final box score). */
  finalPage(matchId: string): BasketballMatchPage;
  /** kanqiu's model picks for a match id. */
  modelPicks(matchId: string): readonly ModelPick[];
}

/** The NBA calls over the replayed games, each answer built once on first use. */
export function createBasketballCatalog(sources: BasketballCatalogSources): BasketballCatalog {
  const { games, season } = sources;
  const overviews = new Map<string, BasketballOverview>();
  const infos = new Map<string, BasketballTeamInfo | undefined>();
  return {
    overview(matchId) {
      const game = games.find((candidate) => candidate.id === matchId);
      if (!game) return undefined;
      let overview = overviews.get(matchId);
      if (!overview) {
        overview = basketballOverview(game, season, sources.modelPicks(matchId));
        overviews.set(matchId, overview);
      }
      return overview;
    },
    teamInfo(teamId) {
      if (!infos.has(teamId) && season.teams.has(teamId)) {
        const pages = games.map((game) => sources.finalPage(game.id));
        infos.set(teamId, basketballTeamInfo(season, pages, teamId));
      }
      return infos.get(teamId);
    },
    teamSchedule: (teamId) => basketballTeamSchedule(season, teamId),
  };
}
