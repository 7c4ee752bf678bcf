import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { footballShotSchema } from './football-match-stats';
import { matchIdSchema } from './match-request';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Body of `POST /api/football/player`: a Wyscout player id (string or number). */
export const footballPlayerRequestSchema = v.object({
  player_id: matchIdSchema,
});
/** Body of the player call. */
export type FootballPlayerRequest = v.InferOutput<typeof footballPlayerRequestSchema>;

/** One match of the player's tournament, counted so far (docs/models.md §9–10). */
export const footballPlayerMatchSchema = v.object({
  match_id: v.string(),
  /** The round (`D组`, `决赛`). */
  stage: v.string(),
  /** ISO date-time of the real kick-off. */
  original_kickoff: v.string(),
  opponent: teamRefSchema,
  /** The score from the player's team's side (`4-2`). */
  score_text: v.string(),
  /** `live` while the replay is playing it, else `finished`. */
  state: v.picklist(['live', 'finished']),
  minutes: count,
  goals: count,
  assists: count,
  xg: v.pipe(v.number(), v.minValue(0)),
  /** 0–10; `null` when he has not played (an unused substitute). */
  rating: v.nullable(v.number()),
  player_of_match: v.boolean(),
});
/** One match of a player's tournament. */
export type FootballPlayerMatch = v.InferOutput<typeof footballPlayerMatchSchema>;

/**
 * `data` of `POST /api/football/player`: a World Cup 2018 player, his matches the replay has played
 * (or is playing) with his minutes, goals, assists, xG and rating, and every shot of those matches.
 */
export const footballPlayerSchema = v.object({
  player_id: v.string(),
  name: v.string(),
  name_en: v.string(),
  team: teamRefSchema,
  position: v.picklist(['F', 'M', 'D', 'G']),
  /** Chinese position (`中场`). */
  position_label: v.string(),
  shirt_number: v.nullable(count),
  /** The competition in Chinese (`2018世界杯`). */
  competition: v.string(),
  /** In kick-off order; matches not yet played in the replay are left out. */
  matches: v.array(footballPlayerMatchSchema),
  /** His shots in those matches, `side` 1 for his team (the map draws it attacking right). */
  shots: v.array(footballShotSchema),
});
/** A player's tournament. */
export type FootballPlayer = v.InferOutput<typeof footballPlayerSchema>;

/** `POST /api/football/player`: a World Cup 2018 player's tournament so far. */
export const footballPlayerCall = call(
  API_PATHS.footballPlayer,
  footballPlayerRequestSchema,
  footballPlayerSchema,
);
