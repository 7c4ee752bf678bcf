import type { Sport } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballMatchPage, BasketballShotChart } from '@kanqiu/core/contract/basketball';
import type {
  FootballMatchPage,
  FootballMatchStats,
  LeagueData,
  LeagueSummary,
} from '@kanqiu/core/contract/football';
import type { Lineup, MatchAnalysis, OddsPage, TeamRefData } from '@kanqiu/core/contract/match';
import type { BasketballCatalog } from './basketball/basketball-catalog';
import type { FootballCalls, ReferenceData } from './reference-data';

export type { CompetitionFilter, FootballCalls } from './reference-data';

/**
 * The boundary between the data layer (`src/data/**`: real data loaded, converted and modelled) and the
 * transport layer (HTTP routes, the socket, the replay clock). The transport layer only ever sees these
 * types; it never reads a data file.
 *
 * Replay time `t` is seconds of the real match's wall clock since kick-off, breaks included (a football
 * half-time break is part of it), from 0 to `durationSec`. The clock maps server time to `t` with the
 * speed factor. Every `…At(t)` accepts any number: before 0 it gives the pre-match state, after
 * `durationSec` the final one; between two change points it returns the same object.
 *
 * Every value is of a type of `@kanqiu/core/contract`, the shapes the client validates. The members
 * marked optional here are optional only so that hand-made test catalogs need not build them; the
 * loaded catalog ({@link LoadedCatalog}) gives them all.
 */
export interface ReplayMatch {
  /** Source id: the Wyscout match id or the ESPN game id. */
  id: string;
  sport: Sport;
  /** Competition in Chinese, e.g. `2018世界杯 决赛`. */
  competition: string;
  home: TeamRefData;
  away: TeamRefData;
  /** ISO date-time of the real kick-off. */
  originalKickoff: string;
  /** Replay seconds from kick-off to the final whistle. */
  durationSec: number;
  /**
   * Replay seconds at which the match scene's page data changes, ascending. The transport pushes a new
   * page (with a fresh `up_time`) whenever `t` passes one of these.
   */
  changePoints: readonly number[];
  /** The match scene's page data at `t` (without `up_time`, which the transport stamps). */
  matchPageAt(t: number): FootballMatchPage | BasketballMatchPage;
  /** The odds scene's page data at `t` (without `up_time`). */
  oddsPageAt(t: number): OddsPage;
  /** Replay seconds at which the odds page changes, ascending. */
  oddsChangePoints: readonly number[];
  /** The trend push at `t` (without `up_time`). */
  trendAt(t: number): TrendContent;
  /** Replay seconds at which the trend changes, ascending (a trend push is due at each). */
  trendChangePoints?: readonly number[];
  /** Lineups, benches and substitutions as at the final whistle (`lineupAt(durationSec)`). */
  lineup(): Lineup;
  /** Lineups as they stand at `t`: goals, cards and substitutions only once they have happened. */
  lineupAt?(t: number): Lineup;
  /** The data board: recent form of both teams, head-to-head, standings excerpt (as of kick-off). */
  analysis(): MatchAnalysis;
  /** Football: shots with xG, full statistics and player ratings at `t` (docs/models.md §9–10). */
  matchStatsAt?(t: number): FootballMatchStats;
  /** Basketball: the field-goal attempts up to `t`, each where it was taken. */
  shotChartAt?(t: number): BasketballShotChart;
  /** Venue in Chinese. */
  venue?: string;
  /** The real final score. */
  finalScore?: { home: number; away: number };
  /** Key of the competition, for grouping and filtering lists (`wc2018`). */
  competitionKey?: string;
  /** The competition's name without the round (`2018世界杯`). */
  competitionName?: string;
  /** The round within the competition (`B组`, `1/8决赛`, `决赛`). */
  stage?: string;
  /**
   * Matches sharing this key are replayed as one tournament: they kick off in the order of their
   * real kick-offs (see `ReplaySchedule`).
   */
  tournament?: string;
}

/** Everything the server serves that comes from data: the replayed matches and the reference data. */
export interface Catalog extends ReferenceData {
  /** The replayable matches: the 64 Wyscout World Cup 2018 matches and the ESPN NBA Finals games. */
  matches: readonly ReplayMatch[];
}

/** A replay as the data layer builds it: every member, with the precise page types. */
export interface LoadedReplayMatch extends ReplayMatch {
  venue: string;
  finalScore: { home: number; away: number };
  trendChangePoints: readonly number[];
  lineupAt(t: number): Lineup;
}

/** The catalog `loadCatalog()` returns. */
export interface LoadedCatalog extends Catalog {
  matches: readonly LoadedReplayMatch[];
  /** A replayable match by its source id. */
  match(id: string): LoadedReplayMatch | undefined;
  leagues(): LeagueSummary[];
  leagueData(key: string, season: string): LeagueData | undefined;
  football: FootballCalls;
  basketball: BasketballCatalog;
}
