import type { ModelKey, SessionFilter, Sport } from '@kanqiu/core';
import type { ModelCount, ModelDay, ModelInit, TrendContent } from '@kanqiu/core/contract';

/**
 * The boundary between the data layer (`src/data/**`: real data loaded, converted and modelled) and the
 * transport layer (HTTP routes, the socket, the replay clock). The transport layer only ever sees these
 * types; it never reads a data file.
 *
 * Replay time `t` is seconds of the real match's wall clock since kick-off, breaks included (a football
 * half-time break is part of it), from 0 to `durationSec`. The clock maps server time to `t` with the
 * speed factor.
 */
export interface ReplayMatch {
  /** Source id: the Wyscout match id or the ESPN game id. */
  id: string;
  sport: Sport;
  /** Competition in Chinese, e.g. `2018世界杯 决赛`. */
  competition: string;
  home: TeamRef;
  away: TeamRef;
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
  matchPageAt(t: number): Record<string, unknown> & { status_id: number };
  /** The odds scene's page data at `t` (without `up_time`). */
  oddsPageAt(t: number): Record<string, unknown> & { status_id: number };
  /** Replay seconds at which the odds page changes, ascending. */
  oddsChangePoints: readonly number[];
  /** The trend push at `t` (without `up_time`). */
  trendAt(t: number): TrendContent;
  /** Lineups, benches and substitutions (static for the match; substitutions carry their minute). */
  lineup(): Record<string, unknown>;
  /** The data board: recent form of both teams, head-to-head, standings excerpt. */
  analysis(): Record<string, unknown>;
}

/** A team as the pages show it. */
export interface TeamRef {
  id: string;
  /** Chinese name. */
  name: string;
  /** Short code, e.g. `FRA`, `BOS`. */
  code: string;
}

/** Everything the server serves that comes from data. */
export interface Catalog {
  /** The replayable matches: 3 Wyscout World Cup 2018 matches, 2 ESPN NBA Finals games. */
  matches: readonly ReplayMatch[];
  modelInit(): ModelInit;
  modelDay(model: ModelKey, date: string): ModelDay;
  modelCount(model: ModelKey, sessions: SessionFilter): ModelCount;
}
