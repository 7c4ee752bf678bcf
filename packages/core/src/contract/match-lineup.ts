import * as v from 'valibot';
import { API_PATHS } from '../api';
import { basketballPlayerRefEntries } from './basketball-facts';
import { call } from './call-contract';
import { matchRequestSchema } from './match-request';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One football player of a lineup, with what he did in the match up to now. */
export const footballLineupPlayerSchema = v.object({
  id: v.string(),
  /** Chinese name. */
  name: v.string(),
  /** The name as the source writes it (Latin). */
  name_en: v.string(),
  /** Squad number; `null` when unknown (then show none). */
  shirt_number: v.nullable(count),
  position: v.picklist(['F', 'M', 'D', 'G']),
  /** Chinese label of `position`. */
  position_label: v.string(),
  /**
   * Starters: the row on the pitch, 0 the goalkeeper, 1 the defence, up to the attack; and the place
   * in the row from the team's left (0-based). `null` on the bench.
   */
  row: v.nullable(count),
  slot: v.nullable(count),
  /** Starters: mean position of the player's actions, 0–100 from the own goal line (x) and left touchline (y). */
  x: v.nullable(v.number()),
  y: v.nullable(v.number()),
  goals: count,
  penalty_goals: count,
  own_goals: count,
  assists: count,
  yellow_cards: count,
  red_cards: count,
  /** Minute texts (`55'`) of coming on / going off; `null` when it did not happen. */
  sub_in: v.nullable(v.string()),
  sub_out: v.nullable(v.string()),
});
/** One football player of a lineup. */
export type FootballLineupPlayer = v.InferOutput<typeof footballLineupPlayerSchema>;

/** One substitution. */
export const lineupSubstitutionSchema = v.object({
  minute: count,
  minute_text: v.string(),
  in_player_id: v.string(),
  in_player_name: v.string(),
  out_player_id: v.string(),
  out_player_name: v.string(),
});
/** One substitution. */
export type LineupSubstitution = v.InferOutput<typeof lineupSubstitutionSchema>;

/** One football team's lineup. */
export const footballTeamLineupSchema = v.object({
  team: teamRefSchema,
  /** E.g. `4-2-3-1`, derived from the players' roles and mean positions; `null` when unknown. */
  formation: v.nullable(v.string()),
  starters: v.array(footballLineupPlayerSchema),
  bench: v.array(footballLineupPlayerSchema),
  substitutions: v.array(lineupSubstitutionSchema),
});
/** One football team's lineup. */
export type FootballTeamLineup = v.InferOutput<typeof footballTeamLineupSchema>;

/** `data` of `POST /api/match/lineup` for a football match. */
export const footballLineupSchema = v.object({
  match_id: v.string(),
  sport: v.literal('football'),
  home: footballTeamLineupSchema,
  away: footballTeamLineupSchema,
});
/** Lineups of a football match. */
export type FootballLineup = v.InferOutput<typeof footballLineupSchema>;

/** One basketball player of a roster. */
export const basketballLineupPlayerSchema = v.object({
  ...basketballPlayerRefEntries,
  starter: v.boolean(),
  /** True when the player was on the roster but did not play. */
  did_not_play: v.boolean(),
});
/** One basketball player of a roster. */
export type BasketballLineupPlayer = v.InferOutput<typeof basketballLineupPlayerSchema>;

/** One basketball team's roster. */
export const basketballTeamLineupSchema = v.object({
  team: teamRefSchema,
  starters: v.array(basketballLineupPlayerSchema),
  bench: v.array(basketballLineupPlayerSchema),
});

/** `data` of `POST /api/match/lineup` for a basketball game. */
export const basketballLineupSchema = v.object({
  match_id: v.string(),
  sport: v.literal('basketball'),
  home: basketballTeamLineupSchema,
  away: basketballTeamLineupSchema,
});
/** Rosters of a basketball game. */
export type BasketballLineup = v.InferOutput<typeof basketballLineupSchema>;

/** `data` of `POST /api/match/lineup`: told apart by `sport`. */
export const lineupSchema = v.variant('sport', [footballLineupSchema, basketballLineupSchema]);
/** `data` of `POST /api/match/lineup`. */
export type Lineup = v.InferOutput<typeof lineupSchema>;

/** `POST /api/match/lineup`: lineups, benches and substitutions as they stand now. */
export const matchLineupCall = call(API_PATHS.matchLineup, matchRequestSchema, lineupSchema);
