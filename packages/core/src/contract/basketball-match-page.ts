import * as v from 'valibot';
import { matchScene } from '../scene';
import { basketballPlayerRefEntries, basketballTeamLeadersSchema } from './basketball-facts';
import { basketballStatusSchema, teamRefSchema } from './match-state';
import type { SceneSpec } from './scene-spec';
import { pushStampEntries } from './socket';

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
  'points_in_paint',
  'fast_break_points',
] as const;
/** A basketball team statistic. */
export type BasketballStatKey = (typeof BASKETBALL_STAT_KEYS)[number];

/**
 * The statistics only ESPN's final team box score gives (they cannot be recounted from the plays):
 * a page carries them once the game is finished, never during it.
 */
export const BASKETBALL_FINAL_ONLY_STAT_KEYS = ['points_in_paint', 'fast_break_points'] as const;

/** One team statistic as a home/away pair. */
export const basketballStatSchema = v.object({
  key: v.picklist(BASKETBALL_STAT_KEYS),
  label: v.string(),
  home: count,
  away: count,
});

/** What a box score counts, for a player and for a team. */
const countingStatEntries = {
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
  /** A team's counts players' turnovers plus the team's (shot-clock violations and the like). */
  turnovers: count,
  fouls: count,
};

/** One player's box score line so far. */
export const basketballPlayerBoxSchema = v.object({
  ...basketballPlayerRefEntries,
  starter: v.boolean(),
  /** On the court at this moment. */
  on_court: v.boolean(),
  /** Has not been on the court so far (every number 0); after the game: did not play. */
  did_not_play: v.boolean(),
  /** Why he did not play (`教练决定`), once the game is finished; `null` otherwise. */
  dnp_reason: v.nullable(v.string()),
  /** Whole minutes played so far. */
  minutes: count,
  ...countingStatEntries,
  /** Points difference while on the court. */
  plus_minus: v.pipe(v.number(), v.integer()),
});
/** One player's box score line. */
export type BasketballPlayerBox = v.InferOutput<typeof basketballPlayerBoxSchema>;

const percent = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)));

/** A team's totals so far: the sums of its players' lines, team turnovers, shooting percentages. */
export const basketballTeamTotalsSchema = v.object({
  ...countingStatEntries,
  /** Percent with one decimal (`42.7`); `null` before the first attempt. */
  fg_pct: percent,
  fg3_pct: percent,
  ft_pct: percent,
  /** From ESPN's final team box score: `null` until the game is finished. */
  points_in_paint: v.nullable(count),
  /** From ESPN's final team box score: `null` until the game is finished. */
  fast_break_points: v.nullable(count),
});
/** A team's totals so far. */
export type BasketballTeamTotals = v.InferOutput<typeof basketballTeamTotalsSchema>;

/**
 * Page data of the scene `detail_basketball_match_id_{id}` (live, facts and statistics pages), without
 * `up_time`. `tlive` holds the caret-separated lines of docs/behaviour.md §3 (`time^team^score^description^overtime`,
 * read with `parseBasketballTextLive`), newest first.
 */
export const basketballMatchPageSchema = v.object({
  match_id: v.string(),
  sport: v.literal('basketball'),
  competition: v.string(),
  venue: v.string(),
  original_kickoff: v.string(),
  /**
   * ISO time the match kicks off on kanqiu's clock (the current replay run), for the pre-match
   * countdown; absent from a source that does not know it.
   */
  kickoff: v.optional(v.string()),
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
  /** Each side's totals so far (the totals row of the box score, the comparison bars). */
  totals: v.object({ home: basketballTeamTotalsSchema, away: basketballTeamTotalsSchema }),
  /** Each side's leaders in points, rebounds and assists so far (recounted up to this moment). */
  leaders: v.object({ home: basketballTeamLeadersSchema, away: basketballTeamLeadersSchema }),
  /** ESPN's home win probability (0–1) after the last play so far; `null` before the tip-off. */
  home_win_probability: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  replay: v.boolean(),
});
/** Page data of a basketball match scene. */
export type BasketballMatchPage = v.InferOutput<typeof basketballMatchPageSchema>;

/** Schema of a basketball match scene's push: the page and the stamp. */
export const basketballMatchPushSchema = v.object({
  ...basketballMatchPageSchema.entries,
  ...pushStampEntries,
});

/** The live, facts and statistics pages of a basketball game: `detail_basketball_match_id_{id}`. */
export function basketballMatchScene(matchId: string | number): SceneSpec<BasketballMatchPage> {
  return { scene: matchScene('basketball', matchId), push: basketballMatchPushSchema };
}
