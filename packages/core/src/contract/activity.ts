import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { isoDateSchema } from './envelope';
import { fanSchema, isoTimeSchema } from './fan';
import { matchListEntrySchema } from './match-list';
import { matchIdSchema } from './match-request';
import { teamRefSchema } from './match-state';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The sides a fan can cheer for. */
export const CHEER_SIDES = ['home', 'away'] as const;
/** `home` or `away`. */
export type CheerSide = (typeof CHEER_SIDES)[number];
/** A side to cheer for. */
export const cheerSideSchema = v.picklist(CHEER_SIDES, '助威方只能是 home 或 away');

/** A team id as the match list gives it. */
const teamIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
      v.pipe(v.number(), v.integer(), v.minValue(0)),
    ],
    'team_id 格式不正确',
  ),
  v.transform(String),
);

/** `POST /api/activity/board`: the match, and the team the page was opened for (optional). */
export const cheerBoardRequestSchema = v.object({
  match_id: matchIdSchema,
  team_id: v.optional(teamIdSchema),
});
/** Body of `POST /api/activity/board`. */
export type CheerBoardRequest = v.InferOutput<typeof cheerBoardRequestSchema>;

/** `POST /api/activity/cheer`: one cheer for one side of one match. */
export const cheerRequestSchema = v.object({
  match_id: matchIdSchema,
  side: cheerSideSchema,
});
/** Body of `POST /api/activity/cheer`. */
export type CheerRequest = v.InferOutput<typeof cheerRequestSchema>;

/** One side of a cheer board. */
export const cheerSideTallySchema = v.object({
  team: teamRefSchema,
  /** Cheers of every fan for this side in this match. */
  cheers: count,
  /** The caller's own cheers for this side in this match (all days). */
  mine: count,
});
/** One side of a cheer board. */
export type CheerSideTally = v.InferOutput<typeof cheerSideTallySchema>;

/** The caller's cheer chances of the current Beijing day. */
export const cheerChancesSchema = v.object({
  /** Chances a day: 3. */
  daily: count,
  used: count,
  left: count,
  /** The Beijing day they count in. */
  day: isoDateSchema,
  /** When the next day's chances start (the next Beijing midnight). */
  resets_at: isoTimeSchema,
});
/** The caller's cheer chances today. */
export type CheerChances = v.InferOutput<typeof cheerChancesSchema>;

/** `data` of `POST /api/activity/board` and of a successful `POST /api/activity/cheer`. */
export const cheerBoardSchema = v.object({
  match: matchListEntrySchema,
  /** True while the match is upcoming or live; a finished match takes no cheers. */
  cheer_open: v.boolean(),
  /** The side of the `team_id` the page was opened with; `null` without one. */
  focus_side: v.nullable(cheerSideSchema),
  home: cheerSideTallySchema,
  away: cheerSideTallySchema,
  chances: cheerChancesSchema,
});
/** A match's cheer board. */
export type CheerBoard = v.InferOutput<typeof cheerBoardSchema>;

/** `POST /api/activity/ranking`: one match, or (without `match_id`) every match. */
export const cheerRankingRequestSchema = v.object({
  match_id: v.optional(matchIdSchema),
});
/** Body of `POST /api/activity/ranking`. */
export type CheerRankingRequest = v.InferOutput<typeof cheerRankingRequestSchema>;

/** A team's row of the ranking. */
export const teamRankRowSchema = v.object({
  /** Competition rank: equal cheers share a rank, the next rank skips (1, 1, 3). */
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sport: v.picklist(['football', 'basketball']),
  team: teamRefSchema,
  cheers: count,
});
/** A team's row of the ranking. */
export type TeamRankRow = v.InferOutput<typeof teamRankRowSchema>;

/** A fan's row of the ranking. */
export const fanRankRowSchema = v.object({
  ...fanSchema.entries,
  /** Competition rank; `null` for a caller who has not cheered in this scope. */
  rank: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  cheers: count,
  /** True on the caller's own row. */
  is_me: v.boolean(),
});
/** A fan's row of the ranking. */
export type FanRankRow = v.InferOutput<typeof fanRankRowSchema>;

/** `data` of `POST /api/activity/ranking`. */
export const cheerRankingSchema = v.object({
  /** The match ranked, or `null` for every match. */
  match_id: v.nullable(v.string()),
  /** Every team of the scope, most cheered first (teams without cheers too). */
  teams: v.array(teamRankRowSchema),
  /** The most cheering fans, at most 50. */
  fans: v.array(fanRankRowSchema),
  /** The caller's own row, also when it is not among `fans` (pin it). */
  me: fanRankRowSchema,
  /** Fans with at least one cheer in the scope. */
  total_fans: count,
});
/** The cheer ranking. */
export type CheerRanking = v.InferOutput<typeof cheerRankingSchema>;

/** A match of the cheering schedule. */
export const cheerScheduleMatchSchema = v.object({
  match: matchListEntrySchema,
  home_cheers: count,
  away_cheers: count,
});
/** `data` of `POST /api/activity/schedule`: the matches open for cheering, by Beijing day of kick-off. */
export const cheerScheduleSchema = v.object({
  days: v.array(
    v.object({
      date: isoDateSchema,
      matches: v.array(cheerScheduleMatchSchema),
    }),
  ),
});
/** The cheering schedule. */
export type CheerSchedule = v.InferOutput<typeof cheerScheduleSchema>;

/** A call that takes no fields. */
export const activityEmptyRequestSchema = v.object({});

/** `data` of `POST /api/activity/regulation`: the rules, plain text in sections. */
export const activityRegulationSchema = v.object({
  title: v.string(),
  updated_at: isoDateSchema,
  daily_chances: count,
  sections: v.array(v.object({ heading: v.string(), paragraphs: v.array(v.string()) })),
});
/** The rules of the activity. */
export type ActivityRegulation = v.InferOutput<typeof activityRegulationSchema>;

/** `POST /api/activity/board` (token): a match's cheer board for the caller. */
export const cheerBoardCall = call(
  API_PATHS.activityBoard,
  cheerBoardRequestSchema,
  cheerBoardSchema,
);
/** `POST /api/activity/cheer` (token): one cheer; answers the board after it. */
export const cheerCall = call(API_PATHS.activityCheer, cheerRequestSchema, cheerBoardSchema);
/** `POST /api/activity/ranking` (token): teams and fans by cheers. */
export const cheerRankingCall = call(
  API_PATHS.activityRanking,
  cheerRankingRequestSchema,
  cheerRankingSchema,
);
/** `POST /api/activity/schedule`: the matches open for cheering, by day. */
export const cheerScheduleCall = call(
  API_PATHS.activitySchedule,
  activityEmptyRequestSchema,
  cheerScheduleSchema,
);
/** `POST /api/activity/regulation`: the rules. */
export const activityRegulationCall = call(
  API_PATHS.activityRegulation,
  activityEmptyRequestSchema,
  activityRegulationSchema,
);
