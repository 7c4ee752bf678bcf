import type { SceneTarget } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballShotChart } from '@kanqiu/core/contract/basketball';
import type { FootballMatchOverview, FootballMatchStats } from '@kanqiu/core/contract/football';
import type {
  Lineup,
  MatchAnalysis,
  MatchListEntry,
  MatchState,
} from '@kanqiu/core/contract/match';

/**
 * A scene as its source has it now. The versions are cheap to compute and change whenever the page
 * (or the trend) would: the scene hub builds and serialises a page only when its version moved.
 */
export interface SceneSnapshot {
  /** Changes whenever `page()` would return something else. */
  pageVersion: string;
  /**
   * The scene's revision (docs/contract.md §2.4): grows when the match starts over (a new replay
   * run), so a client knows a lower score is no mistake.
   */
  revision: number;
  /** The page data without `scene`, `up_time` and `revision` (which the hub stamps). */
  page(): Record<string, unknown> & { status_id: number };
  /** Changes whenever `trend()` would; `null` for a scene without a trend (odds scenes). */
  trendVersion: string | null;
  /** The trend push without `scene` and `up_time`. */
  trend(): TrendContent;
}

/** Where a match was put by a seek, as the debug call answers it. */
export interface SeekOutcome {
  state: MatchState;
  run: number;
  /** Seconds into the match its pages now show. */
  matchSec: number;
  /** Unix ms of the kick-off of the new run. */
  kickoffMs: number;
}

/** A source whose matches can be moved in time (the replay; a live feed cannot). */
export interface MatchSeeker {
  /** The seconds a match may be put at, or `undefined` when this source cannot move it. */
  bounds(matchId: string): { min: number; max: number } | undefined;
  /** Puts a match at second `t` now, as a new run, and announces the change. */
  seek(matchId: string, t: number): SeekOutcome;
}

/** What the health probe says of the match source. */
export interface ProviderFacts {
  /** How many matches are served. */
  matches: number;
  /** Match seconds per real second of the replay (1 without a replay). */
  speed: number;
  /** Seed of the replay's start-up arrangement (0 without a replay). */
  seed: number;
}

/**
 * The seam between where match data comes from and how it is served (docs/architecture.md, "The
 * server"). The scene hub, the HTTP routes, activity, health and the Redis fan-out read matches
 * only through this interface; the replay (catalog, schedule, clock) and live ingest are two
 * implementations, and a composite serves both. Every answer is as of now; an unknown match gives
 * `undefined` (or `null` for a scene).
 */
export interface MatchProvider {
  /** Every served match as its match-list entry now, in no particular order. */
  list(): MatchListEntry[];
  /** One served match's match-list entry now. */
  entry(matchId: string): MatchListEntry | undefined;
  /** Where a served match stands now; `null` for a match this source does not serve. */
  state(matchId: string): MatchState | null;
  /** The scene now, or `null` when the source has no such scene (wrong sport, unknown match). */
  scene(target: SceneTarget): SceneSnapshot | null;
  /** Lineups as they stand now: goals, cards and substitutions only once they happened. */
  lineup(matchId: string): Lineup | undefined;
  /** The data board: recent form, head-to-head, standings (as of kick-off). */
  analysis(matchId: string): MatchAnalysis | undefined;
  /**
   * A football match's shots with xG, full statistics and ratings so far; `null` for a served match
   * the source has none for (a basketball game, a live feed without event positions).
   */
  matchStats(matchId: string): FootballMatchStats | null | undefined;
  /**
   * A basketball game's field-goal attempts so far with their court places; `null` for a served
   * match the source has none for (a football match, a live feed without shot places).
   */
  shotChart(matchId: string): BasketballShotChart | null | undefined;
  /**
   * The football match overview: a served match, or a match of the results history the source
   * knows; a match's result shows only once it has finished.
   */
  overview(matchId: string): FootballMatchOverview | undefined;
  /**
   * Calls `listener` after a change that time alone does not bring (an ingested event, a seek);
   * returns the function that stops the calls. Changes brought by time (a replay passing a change
   * point) are found by the hub's periodic tick.
   */
  onChange(listener: () => void): () => void;
  /** Present when some matches can be moved in time (the replay's debug seeking). */
  readonly seeker?: MatchSeeker;
  /** Numbers for the health probe. */
  facts(): ProviderFacts;
}
