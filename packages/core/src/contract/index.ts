export type { Agreement, AgreementRequest, AgreementType } from './agreement';
export { AGREEMENT_TYPES, agreementRequestSchema, agreementSchema } from './agreement';
export type { Banner, BannerListRequest } from './banner';
export { bannerListRequestSchema, bannerListResponseSchema, bannerSchema } from './banner';
export type {
  BasketballMatchPage,
  BasketballPlayerBox,
  BasketballStatKey,
  BasketballTeamState,
} from './basketball-match-page';
export {
  BASKETBALL_STAT_KEYS,
  basketballMatchPageSchema,
  basketballPlayerBoxSchema,
  basketballStatSchema,
  basketballTeamStateSchema,
} from './basketball-match-page';
export { anyEnvelopeSchema, apiEnvelopeSchema, isoDateSchema } from './envelope';
export type {
  FootballIncident,
  FootballMatchPage,
  FootballStat,
  FootballTeamState,
  FootballTextLive,
} from './football-match-page';
export {
  footballEventCodeSchema,
  footballIncidentSchema,
  footballMatchPageSchema,
  footballStatSchema,
  footballTeamStateSchema,
  footballTextLiveSchema,
} from './football-match-page';
export type {
  FootballMatchOverview,
  FootballOverviewRequest,
  KeyFact,
  OverviewPick,
  OverviewSide,
  SuspendedPlayer,
} from './football-overview';
export {
  footballMatchOverviewSchema,
  footballOverviewRequestSchema,
  keyFactSchema,
  overviewPickSchema,
  overviewSideSchema,
  suspendedPlayerSchema,
} from './football-overview';
export type { FootballTeamPoints, PointsRow, TeamPointsTable } from './football-points';
export {
  footballTeamPointsSchema,
  pointsRowSchema,
  teamPointsTableSchema,
} from './football-points';
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
} from './football-team';
export {
  competitionRecordSchema,
  competitionSeasonSchema,
  footballTeamIdSchema,
  footballTeamInfoSchema,
  footballTeamRequestSchema,
  footballTeamScheduleSchema,
  scorerListSchema,
  scorerSchema,
  squadPlayerSchema,
  squadSchema,
  teamScheduleMatchSchema,
} from './football-team';
export type { FormSummary } from './form-summary';
export { summarizeForm } from './form-summary';
export type { LeagueData, LeagueDataRequest, LeagueSummary, ScheduleMatch } from './league-data';
export {
  leagueDataRequestSchema,
  leagueDataSchema,
  leagueSummarySchema,
  scheduleMatchSchema,
} from './league-data';
export type {
  FormResult,
  MatchAnalysis,
  RecentMatch,
  StandingRow,
  StandingsTable,
  TeamForm,
} from './match-analysis';
export {
  FORM_RESULT_LABELS,
  FORM_RESULTS,
  formSummarySchema,
  matchAnalysisSchema,
  recentMatchSchema,
  standingRowSchema,
  standingsTableSchema,
  teamFormSchema,
} from './match-analysis';
export type {
  BasketballLineup,
  BasketballLineupPlayer,
  FootballLineup,
  FootballLineupPlayer,
  FootballTeamLineup,
  Lineup,
  LineupSubstitution,
  MatchRequest,
} from './match-lineup';
export {
  basketballLineupPlayerSchema,
  basketballLineupSchema,
  basketballTeamLineupSchema,
  footballLineupPlayerSchema,
  footballLineupSchema,
  footballTeamLineupSchema,
  lineupSchema,
  lineupSubstitutionSchema,
  matchIdSchema,
  matchRequestSchema,
} from './match-lineup';
export type { MatchList, MatchListEntry } from './match-list';
export { matchListEntrySchema, matchListSchema } from './match-list';
export type {
  BasketballStatusCode,
  FootballStatusCode,
  MatchState,
  Side,
  TeamRefData,
} from './match-state';
export {
  BASKETBALL_STATUS_LABELS,
  BasketballStatus,
  basketballStatusSchema,
  FOOTBALL_IN_PLAY_STATUSES,
  FOOTBALL_STATUS_LABELS,
  FootballStatus,
  footballStatusSchema,
  isFootballInPlay,
  MATCH_STATE_LABELS,
  MATCH_STATES,
  sideSchema,
  teamRefSchema,
} from './match-state';
export type {
  ModelCount,
  ModelCountRequest,
  ModelDay,
  ModelDayRequest,
  ModelInit,
  ModelMarket,
  ModelPick,
} from './model';
export {
  MODEL_MARKETS,
  modelCountRequestSchema,
  modelCountResponseSchema,
  modelDayRequestSchema,
  modelDayResponseSchema,
  modelInitRequestSchema,
  modelInitResponseSchema,
  modelPickSchema,
} from './model';
export type { OddsHistoryEntry, OddsMarket, OddsMarketKey, OddsPage } from './odds-page';
export {
  ODDS_MARKETS,
  oddsHistoryEntrySchema,
  oddsMarketSchema,
  oddsPageSchema,
  oddsRowSchema,
  oddsTripleSchema,
} from './odds-page';
export type { PageDataBase } from './socket';
export { pageDataBaseSchema, socketInitContentSchema, socketMessageSchema } from './socket';
export type { TrendContent } from './trend';
export { trendContentSchema } from './trend';
export type { UserSceneRequest, UserSceneResponse } from './user-scene';
export { sceneSchema, userSceneRequestSchema, userSceneResponseSchema } from './user-scene';
export type { WebLogRequest } from './web-log';
export { WEB_LOG_CONTENT_MAX, webLogRequestSchema } from './web-log';
