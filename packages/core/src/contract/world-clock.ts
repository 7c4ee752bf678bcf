import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { MATCH_STATES } from './match-state';

/**
 * Where a competition's "now" comes from: a tournament played again by the replay, a match fed in
 * as it happens (live ingest), or results history that simply ends on a day.
 */
export const WORLD_MODES = ['replay', 'live', 'history'] as const;
/** Where a competition's "now" comes from (see {@link WORLD_MODES}). */
export type WorldMode = (typeof WORLD_MODES)[number];

/** Body of `POST /api/world/clock`: nothing. */
export const worldClockRequestSchema = v.object({});

/** One served match as the world's clock has it. */
export const worldMatchClockSchema = v.object({
  match_id: v.string(),
  state: v.picklist(MATCH_STATES),
  /** Seconds of the match run so far (0 before kick-off, its duration once finished). */
  replay_sec: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** ISO time of the real kick-off: where the match sits in the competition's calendar. */
  original_kickoff: v.string(),
});
/** One served match as the world's clock has it. */
export type WorldMatchClock = v.InferOutput<typeof worldMatchClockSchema>;

/** What "now" is in one competition. */
export const competitionClockSchema = v.object({
  /** `wc2018`, `nba`, `en.1`, … (a match list entry's `competition_key`, or a league key). */
  competition_key: v.string(),
  /** `2018世界杯`, `英超`, … */
  competition_name: v.string(),
  sport: v.picklist(['football', 'basketball']),
  mode: v.picklist(WORLD_MODES),
  /**
   * The replay's pass through the competition, from 1 (`第 2 轮回放` is 2); `null` for live and
   * history competitions, which never start over.
   */
  cycle: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * The competition's current day (`YYYY-MM-DD`, Beijing): in a replay, the real day of the latest
   * match that has kicked off in this cycle (the first match's day before any has); live, today;
   * history, the day of the last result the data holds.
   */
  today: v.pipe(v.string(), v.isoDate()),
  /**
   * Where the league database and the team calls hold this competition (`{key: 'wc', season:
   * '2018'}`: their `key` and `season`); `null` for one they do not (the NBA Finals).
   */
  database: v.nullable(v.object({ key: v.string(), season: v.string() })),
  /** The served matches of the competition (none for history), in real kick-off order. */
  matches: v.array(worldMatchClockSchema),
});
/** What "now" is in one competition. */
export type CompetitionClock = v.InferOutput<typeof competitionClockSchema>;

/** `data` of `POST /api/world/clock`: what "now" is in every competition the server serves. */
export const worldClockSchema = v.object({
  /** Unix ms on the server when this was answered. */
  server_time: v.number(),
  competitions: v.array(competitionClockSchema),
});
/** `data` of `POST /api/world/clock`. */
export type WorldClock = v.InferOutput<typeof worldClockSchema>;

/** `POST /api/world/clock`: what "now" is in every competition the server serves. */
export const worldClockCall = call(API_PATHS.worldClock, worldClockRequestSchema, worldClockSchema);
