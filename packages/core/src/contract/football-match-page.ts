import * as v from 'valibot';
import { type FootballEventCode, isFootballEventCode } from '../football-event';
import { matchScene } from '../scene';
import { footballStatusSchema, sideSchema, teamRefSchema } from './match-state';
import type { SceneSpec } from './scene-spec';
import { pushStampEntries } from './socket';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A football event code of docs/behaviour.md §3. */
export const footballEventCodeSchema = v.custom<FootballEventCode>(
  isFootballEventCode,
  '未知的足球事件类型',
);

/** One side of a football score header. */
export const footballTeamStateSchema = v.object({
  ...teamRefSchema.entries,
  score: count,
  /** Score at half time; `null` until half time is reached. */
  half_score: v.nullable(count),
  red_cards: count,
  yellow_cards: count,
  corners: count,
  /**
   * Penalties scored in the shoot-out so far; `null` (or absent) until a shoot-out starts. `score`
   * is then the score after extra time.
   */
  penalty_score: v.optional(v.nullable(count)),
});
/** One side of a football score header. */
export type FootballTeamState = v.InferOutput<typeof footballTeamStateSchema>;

/**
 * One incident of the facts timeline: goals (1), own goals (17), penalty goals (8), missed penalties
 * (16), cards (3, 4, 15), substitutions (9), VAR (28), and the kick-off (10), half-time (11, with the
 * half-time score 13 in `home_score`/`away_score`) and full-time (12) marks; in a tie that goes on,
 * the end of extra time (26), each shoot-out kick (29 scored, 30 missed) and the end of the
 * shoot-out (27).
 */
export const footballIncidentSchema = v.object({
  /** Stable within the match. */
  id: v.string(),
  type: footballEventCodeSchema,
  /** Chinese label of `type`. */
  type_label: v.string(),
  /** Match minute, 1-based (`58` is the 58th minute); stoppage time counts on from 45 / 90. */
  minute: count,
  /** Minutes of stoppage time beyond 45 or 90, else 0 (`45+2'` → minute 47, added 2). */
  added: count,
  /** The minute as shown: `58'`, `45+2'`. */
  minute_text: v.string(),
  position: sideSchema,
  player_id: v.nullable(v.string()),
  player_name: v.nullable(v.string()),
  /** Goals: the assist; substitutions: the player going off. */
  player2_id: v.nullable(v.string()),
  player2_name: v.nullable(v.string()),
  /** Cards: the reason code of `docs/contract.md` §3; `null` otherwise. */
  reason_type: v.nullable(count),
  /** Score after the incident. */
  home_score: count,
  away_score: count,
  /** One line of Chinese for the timeline. */
  text: v.string(),
});
/** One incident of the facts timeline. */
export type FootballIncident = v.InferOutput<typeof footballIncidentSchema>;

/** One line of the text-live feed. */
export const footballTextLiveSchema = v.object({
  /** Ascending with time; a line keeps its id. */
  id: v.pipe(v.number(), v.integer()),
  /**
   * Live list marker 0 (text live starts), 10 (kick-off of either half), 11 (half time), 12 (full
   * time), or the football event code the line is about (1 goal, 2 corner, 21 shot on target, …).
   */
  type: v.pipe(v.number(), v.integer()),
  /** `''` before kick-off, else as `minute_text` of an incident. */
  minute_text: v.string(),
  position: sideSchema,
  /** True for lines a page may highlight: goals, cards, penalties, the markers. */
  main: v.boolean(),
  /** The Chinese text. */
  data: v.string(),
});
/** One line of the text-live feed. */
export type FootballTextLive = v.InferOutput<typeof footballTextLiveSchema>;

/** One technical statistic as a home/away pair. */
export const footballStatSchema = v.object({
  /** Football event code: 21, 22, 2, 23, 24, 25 (possession, in percent), 3, 4, 5, 6, 7, 8. */
  type: footballEventCodeSchema,
  label: v.string(),
  home: count,
  away: count,
});
/** One technical statistic. */
export type FootballStat = v.InferOutput<typeof footballStatSchema>;

/**
 * Page data of the scene `detail_football_match_id_{id}` (live and facts pages), without the
 * `up_time` the transport stamps on each push.
 */
export const footballMatchPageSchema = v.object({
  match_id: v.string(),
  sport: v.literal('football'),
  /** Competition in Chinese, e.g. `2018世界杯 决赛`. */
  competition: v.string(),
  /** Stadium in Chinese. */
  venue: v.string(),
  /** ISO date-time of the real kick-off. */
  original_kickoff: v.string(),
  /**
   * ISO time the match kicks off on kanqiu's clock (the current replay run), for the pre-match
   * countdown; absent from a source that does not know it.
   */
  kickoff: v.optional(v.string()),
  status_id: footballStatusSchema,
  status_label: v.string(),
  /** Running match minute; `null` before kick-off, at half time and after full time. */
  minute: v.nullable(count),
  added: count,
  /** `''`, `'37\''`, `'45+2\''`, `'105+1\''`, `'中场'`, `'点球大战'`, `'完场'`. */
  minute_text: v.string(),
  home_team: footballTeamStateSchema,
  away_team: footballTeamStateSchema,
  /** Ascending by time. */
  incidents: v.array(footballIncidentSchema),
  /** Newest first. */
  tlive: v.array(footballTextLiveSchema),
  stats: v.array(footballStatSchema),
  /** Always true on kanqiu's server: the data is a replay of a real match. */
  replay: v.boolean(),
});
/** Page data of a football match scene. */
export type FootballMatchPage = v.InferOutput<typeof footballMatchPageSchema>;

/** Schema of a football match scene's push: the page and the stamp. */
export const footballMatchPushSchema = v.object({
  ...footballMatchPageSchema.entries,
  ...pushStampEntries,
});

/** The live and facts pages of a football match: `detail_football_match_id_{id}`. */
export function footballMatchScene(matchId: string | number): SceneSpec<FootballMatchPage> {
  return { scene: matchScene('football', matchId), push: footballMatchPushSchema };
}
