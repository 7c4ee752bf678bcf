/**
 * The football pages' calls and scenes: the match scene, statistics, overview, player, team, points,
 * model records and the league database.
 *
 * `@kanqiu/core/contract/football`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
export type {
  FootballIncident,
  FootballMatchPage,
  FootballStat,
  FootballTeamState,
  FootballTextLive,
} from '../football-match-page';
export {
  footballEventCodeSchema,
  footballIncidentSchema,
  footballMatchPageSchema,
  footballMatchPushSchema,
  footballMatchScene,
  footballStatSchema,
  footballTeamStateSchema,
  footballTextLiveSchema,
} from '../football-match-page';
export type {
  FootballMatchStats,
  FootballOwnGoal,
  FootballShot,
  FootballStatRow,
  PlayerRating,
  XgFactor,
} from '../football-match-stats';
export {
  footballMatchStatsCall,
  footballMatchStatsSchema,
  footballOwnGoalSchema,
  footballShotSchema,
  footballStatRowSchema,
  playerRatingSchema,
  xgFactorSchema,
} from '../football-match-stats';
export type { ModelRecord, ModelRecords, ModelRecordWindow } from '../football-model-records';
export {
  footballModelRecordsCall,
  MODEL_RECORD_WINDOWS,
  modelRecordSchema,
  modelRecordsRequestSchema,
  modelRecordsSchema,
} from '../football-model-records';
export type {
  FootballMatchOverview,
  FootballOverviewRequest,
  KeyFact,
  OverviewPick,
  OverviewSide,
  SuspendedPlayer,
} from '../football-overview';
export {
  footballMatchOverviewCall,
  footballMatchOverviewSchema,
  footballOverviewRequestSchema,
  keyFactSchema,
  overviewPickSchema,
  overviewSideSchema,
  suspendedPlayerSchema,
} from '../football-overview';
export type {
  FootballPlayer,
  FootballPlayerMatch,
  FootballPlayerRequest,
} from '../football-player';
export {
  footballPlayerCall,
  footballPlayerMatchSchema,
  footballPlayerRequestSchema,
  footballPlayerSchema,
} from '../football-player';
export type { FootballTeamPoints, PointsRow, TeamPointsTable } from '../football-points';
export {
  footballTeamPointsCall,
  footballTeamPointsSchema,
  pointsRowSchema,
  teamPointsTableSchema,
} from '../football-points';
export type {
  CompetitionRecord,
  CompetitionSeason,
  FootballTeamInfo,
  FootballTeamRequest,
  FootballTeamSchedule,
  Scorer,
  ScorerList,
  Squad,
  SquadPlayer,
  TeamScheduleMatch,
} from '../football-team';
export {
  competitionRecordSchema,
  competitionSeasonSchema,
  footballTeamIdSchema,
  footballTeamInfoCall,
  footballTeamInfoSchema,
  footballTeamRequestSchema,
  footballTeamScheduleCall,
  footballTeamScheduleSchema,
  scorerListSchema,
  scorerSchema,
  squadPlayerSchema,
  squadSchema,
  teamScheduleMatchSchema,
} from '../football-team';
export { keyFactsOf } from '../key-facts';
export type { LeagueData, LeagueDataRequest, LeagueSummary, ScheduleMatch } from '../league-data';
export {
  leagueDataCall,
  leagueDataRequestSchema,
  leagueDataSchema,
  leagueSummarySchema,
  scheduleMatchSchema,
} from '../league-data';
export { leagueListCall, leagueListRequestSchema, leagueListSchema } from '../league-list';
