import type { ModelKey, SessionFilter } from '@kanqiu/core';
import type {
  FootballMatchOverview,
  FootballTeamInfo,
  FootballTeamPoints,
  FootballTeamSchedule,
  LeagueData,
  LeagueSummary,
} from '@kanqiu/core/contract/football';
import type { MatchState, ModelCount, ModelDay, ModelInit } from '@kanqiu/core/contract/match';
import type { BasketballCatalog } from './basketball/basketball-catalog';
import type { HistoryEnd } from './history/history-ends';

/**
 * What the data holds besides the served matches: the models, the results history (leagues, team and
 * match overview calls) and the NBA calls. The HTTP routes read it through the server context; the
 * matches themselves they read only through the match provider (`provider/match-provider.ts`).
 */
export interface ReferenceData {
  modelInit(): ModelInit;
  modelDay(model: ModelKey, date: string): ModelDay;
  modelCount(model: ModelKey, sessions: SessionFilter): ModelCount;
  /** The competitions and seasons of the results history (the league database page's index). */
  leagues?(): LeagueSummary[];
  /** One competition season: its tables and every round; `undefined` for an unknown one. */
  leagueData?(key: string, season: string): LeagueData | undefined;
  /** The competitions of the results history and where their data ends (the world's clock). */
  historyEnds?(): readonly HistoryEnd[];
  /**
   * The football team calls and the league database as of the replay's now: `finished` says which
   * replayed matches have been played (docs/behaviour.md, "No spoilers").
   */
  asOf?(finished: (replayId: string) => boolean): WorldCalls;
  /** The NBA calls beyond the match scenes: game overview, team info and schedule. */
  basketball?: BasketballCatalog;
  /** The football team and match overview calls. */
  football?: FootballCalls;
}

/** The calls whose answers depend on which replayed matches have been played. */
export interface WorldCalls {
  football: FootballCalls;
  leagueData(key: string, season: string): LeagueData | undefined;
}

/** A competition season to narrow a team call to (`wc`, `en.1`, `de.1`; `2018`, `2024-25`). */
export interface CompetitionFilter {
  key?: string | undefined;
  season?: string | undefined;
}

/**
 * The football team and match overview calls (docs/contract.md). A team is found by its code
 * (`FRA`, `MCI`) or a World Cup 2018 team's Wyscout id (`4418`); a match by its Wyscout id or its
 * id in the results history. Each returns `undefined` for an unknown team or match.
 */
export interface FootballCalls {
  teamInfo(teamId: string): FootballTeamInfo | undefined;
  teamSchedule(teamId: string, filter: CompetitionFilter): FootballTeamSchedule | undefined;
  teamPoints(teamId: string, filter: CompetitionFilter): FootballTeamPoints | undefined;
  /** `replayState` says where the replay of a match stands now (`null` when it has none). */
  matchOverview(
    matchId: string,
    replayState: (replayId: string) => MatchState | null,
  ): FootballMatchOverview | undefined;
}
