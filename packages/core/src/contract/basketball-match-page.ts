import * as v from 'valibot';
import { basketballStatusSchema, teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One side of a basketball score header. */
export const basketballTeamStateSchema = v.object({
  ...teamRefSchema.entries,
  score: count,
  /** Points per period so far (a period in play shows its points up to now); overtimes follow the 4th. */
  periods: v.array(count),
});
/** One side of a basketball score header. */
export type BasketballTeamState = v.InferOutput<typeof basketballTeamStateSchema>;

/** The team statistics of a basketball page, in display order. */
export const BASKETBALL_STAT_KEYS = [
  'fg_made',
  'fg_attempted',
  'fg3_made',
  'fg3_attempted',
  'ft_made',
  'ft_attempted',
  'rebounds',
  'offensive_rebounds',
  'defensive_rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
] as const;
/** A basketball team statistic. */
export type BasketballStatKey = (typeof BASKETBALL_STAT_KEYS)[number];

/** One team statistic as a home/away pair. */
export const basketballStatSchema = v.object({
  key: v.picklist(BASKETBALL_STAT_KEYS),
  label: v.string(),
  home: count,
  away: count,
});

/** One player's box score line so far. */
export const basketballPlayerBoxSchema = v.object({
  id: v.string(),
  name: v.string(),
  name_en: v.string(),
  position: v.picklist(['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G']),
  position_label: v.string(),
  starter: v.boolean(),
  /** On the court at this moment. */
  on_court: v.boolean(),
  /** Whole minutes played so far. */
  minutes: count,
  points: count,
  fg_made: count,
  fg_attempted: count,
  fg3_made: count,
  fg3_attempted: count,
  ft_made: count,
  ft_attempted: count,
  offensive_rebounds: count,
  defensive_rebounds: count,
  rebounds: count,
  assists: count,
  steals: count,
  blocks: count,
  turnovers: count,
  fouls: count,
  /** Points difference while on the court. */
  plus_minus: v.pipe(v.number(), v.integer()),
});
/** One player's box score line. */
export type BasketballPlayerBox = v.InferOutput<typeof basketballPlayerBoxSchema>;

/**
 * Page data of the scene `detail_basketball_match_id_{id}` (live, facts and statistics pages), without
 * `up_time`. `tlive` holds the caret-separated lines of seed §3 (`time^team^score^description^overtime`,
 * read with `parseBasketballTextLive`), newest first.
 */
export const basketballMatchPageSchema = v.object({
  match_id: v.string(),
  sport: v.literal('basketball'),
  competition: v.string(),
  venue: v.string(),
  original_kickoff: v.string(),
  status_id: basketballStatusSchema,
  /** `未开赛`, `第2节`, `中场休息`, `第3节结束`, `加时1`, `完场`. */
  status_label: v.string(),
  /** Period in play or just ended: 1–4, 5 the first overtime; 0 before the tip-off. */
  period: count,
  /** Game clock of the last play, `5:32` or `0:04.2`; `''` before the tip-off. */
  clock: v.string(),
  home_team: basketballTeamStateSchema,
  away_team: basketballTeamStateSchema,
  tlive: v.array(v.string()),
  stats: v.array(basketballStatSchema),
  players: v.object({
    home: v.array(basketballPlayerBoxSchema),
    away: v.array(basketballPlayerBoxSchema),
  }),
  replay: v.boolean(),
});
/** Page data of a basketball match scene. */
export type BasketballMatchPage = v.InferOutput<typeof basketballMatchPageSchema>;
