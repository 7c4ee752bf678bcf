import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { competitionSeasonSchema, footballTeamRequestSchema } from './football-team';
import { FORM_RESULTS, standingRowSchema } from './match-analysis';
import { teamRefSchema } from './match-state';

/** A row of a points table with the team's last results in it. */
export const pointsRowSchema = v.object({
  ...standingRowSchema.entries,
  /** The last (up to 5) results in this table's matches, oldest first. */
  form: v.array(v.picklist(FORM_RESULTS)),
});
/** A points table row with form. */
export type PointsRow = v.InferOutput<typeof pointsRowSchema>;

/** A table a team is in: a World Cup group, or a league season with home and away views. */
export const teamPointsTableSchema = v.object({
  competition: competitionSeasonSchema,
  /** `C组积分榜`, `积分榜`. */
  title: v.string(),
  kind: v.picklist(['group', 'league']),
  /** The last day with a result counted. */
  as_of: v.string(),
  /** All matches. */
  total: v.array(pointsRowSchema),
  /** Leagues: only each team's home matches, and only its away matches; `null` for groups. */
  home: v.nullable(v.array(pointsRowSchema)),
  away: v.nullable(v.array(pointsRowSchema)),
});
/** A table a team is in. */
export type TeamPointsTable = v.InferOutput<typeof teamPointsTableSchema>;

/** `data` of `POST /api/football/team/points`. */
export const footballTeamPointsSchema = v.object({
  team: teamRefSchema,
  /** Newest season first; rows of this team have `highlight: true`. */
  tables: v.array(teamPointsTableSchema),
});
/** `data` of the team points call. */
export type FootballTeamPoints = v.InferOutput<typeof footballTeamPointsSchema>;

/** `POST /api/football/team/points`: the tables a football team is in. */
export const footballTeamPointsCall = call(
  API_PATHS.footballTeamPoints,
  footballTeamRequestSchema,
  footballTeamPointsSchema,
);
