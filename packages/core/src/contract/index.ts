export type {
  ActivityRegulation,
  CheerBoard,
  CheerBoardRequest,
  CheerChances,
  CheerRanking,
  CheerRankingRequest,
  CheerRequest,
  CheerSchedule,
  CheerSide,
  CheerSideTally,
  FanRankRow,
  TeamRankRow,
} from './activity';
export {
  activityEmptyRequestSchema,
  activityRegulationCall,
  activityRegulationSchema,
  CHEER_SIDES,
  cheerBoardCall,
  cheerBoardRequestSchema,
  cheerBoardSchema,
  cheerCall,
  cheerChancesSchema,
  cheerRankingCall,
  cheerRankingRequestSchema,
  cheerRankingSchema,
  cheerRequestSchema,
  cheerScheduleCall,
  cheerScheduleMatchSchema,
  cheerScheduleSchema,
  cheerSideSchema,
  cheerSideTallySchema,
  fanRankRowSchema,
  teamRankRowSchema,
} from './activity';
export type {
  Agreement,
  AgreementClause,
  AgreementRequest,
  AgreementSection,
  AgreementType,
} from './agreement';
export {
  AGREEMENT_TYPES,
  agreementCall,
  agreementClauseSchema,
  agreementRequestSchema,
  agreementSchema,
  agreementSectionSchema,
} from './agreement';
export type { AppLinks } from './app-links';
export { appLinksCall, appLinksRequestSchema, appLinksSchema } from './app-links';
export type { Banner, BannerListRequest } from './banner';
export {
  bannerListCall,
  bannerListRequestSchema,
  bannerListResponseSchema,
  bannerSchema,
} from './banner';
export type {
  BasketballAnalysisFacts,
  BasketballLeader,
  BasketballPositionCode,
  BasketballSeasonRecord,
  BasketballSeriesGame,
  BasketballSeriesStanding,
  BasketballStage,
  BasketballTeamLeaders,
  WinLoss,
} from './basketball-facts';
export {
  BASKETBALL_POSITION_CODES,
  BASKETBALL_POSITION_UNKNOWN,
  BASKETBALL_STAGES,
  basketballAnalysisFactsSchema,
  basketballLeaderSchema,
  basketballPositionSchema,
  basketballSeasonRecordSchema,
  basketballSeriesGameSchema,
  basketballSeriesStandingSchema,
  basketballTeamLeadersSchema,
  winLossSchema,
} from './basketball-facts';
export type {
  BasketballMatchPage,
  BasketballPlayerBox,
  BasketballStatKey,
  BasketballTeamState,
  BasketballTeamTotals,
} from './basketball-match-page';
export {
  BASKETBALL_FINAL_ONLY_STAT_KEYS,
  BASKETBALL_STAT_KEYS,
  basketballMatchPageSchema,
  basketballMatchPushSchema,
  basketballMatchScene,
  basketballPlayerBoxSchema,
  basketballStatSchema,
  basketballTeamStateSchema,
  basketballTeamTotalsSchema,
} from './basketball-match-page';
export type { BasketballOfficial, BasketballOverview } from './basketball-overview';
export {
  basketballMatchOverviewCall,
  basketballOfficialSchema,
  basketballOverviewSchema,
  basketballVenueSchema,
  basketballWinProbabilitySchema,
} from './basketball-overview';
export type { BasketballShot, BasketballShotChart } from './basketball-shot-chart';
export {
  basketballShotChartCall,
  basketballShotChartSchema,
  basketballShotSchema,
} from './basketball-shot-chart';
export type {
  BasketballRosterPlayer,
  BasketballScheduleGame,
  BasketballTeamInfo,
  BasketballTeamRequest,
  BasketballTeamSchedule,
} from './basketball-team';
export {
  basketballPlayerAveragesSchema,
  basketballRosterPlayerSchema,
  basketballScheduleGameSchema,
  basketballTeamHeadSchema,
  basketballTeamIdSchema,
  basketballTeamInfoCall,
  basketballTeamInfoSchema,
  basketballTeamRequestSchema,
  basketballTeamScheduleCall,
  basketballTeamScheduleSchema,
} from './basketball-team';
export type { CallBody, CallContract, CallData, CallRequest } from './call-contract';
export { CALLS } from './calls';
export type { ApiEnvelope } from './envelope';
export { anyEnvelopeSchema, apiEnvelopeSchema, isoDateSchema } from './envelope';
export type { Fan } from './fan';
export { fanSchema, isoTimeSchema } from './fan';
export type {
  FeedbackFields,
  FeedbackImage,
  FeedbackImageRequest,
  FeedbackList,
  FeedbackTicket,
} from './feedback';
export {
  feedbackFieldsSchema,
  feedbackImageDownload,
  feedbackImageRequestSchema,
  feedbackImageSchema,
  feedbackListCall,
  feedbackListRequestSchema,
  feedbackListSchema,
  feedbackSubmitUpload,
  feedbackTicketSchema,
  ticketNoSchema,
} from './feedback';
export type {
  AlertSettings,
  FollowEntry,
  FollowMergeRequest,
  FollowSetRequest,
  FollowState,
  FollowTarget,
} from './follow';
export {
  alertSettingsSchema,
  followAlertsCall,
  followEntrySchema,
  followListCall,
  followListRequestSchema,
  followMergeCall,
  followMergeRequestSchema,
  followSetCall,
  followSetRequestSchema,
  followStateSchema,
  followTargetSchema,
} from './follow';
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
  footballMatchPushSchema,
  footballMatchScene,
  footballStatSchema,
  footballTeamStateSchema,
  footballTextLiveSchema,
} from './football-match-page';
export type {
  FootballMatchStats,
  FootballOwnGoal,
  FootballShot,
  FootballStatRow,
  PlayerRating,
  XgFactor,
} from './football-match-stats';
export {
  footballMatchStatsCall,
  footballMatchStatsSchema,
  footballOwnGoalSchema,
  footballShotSchema,
  footballStatRowSchema,
  playerRatingSchema,
  xgFactorSchema,
} from './football-match-stats';
export type { ModelRecord, ModelRecords, ModelRecordWindow } from './football-model-records';
export {
  footballModelRecordsCall,
  MODEL_RECORD_WINDOWS,
  modelRecordSchema,
  modelRecordsRequestSchema,
  modelRecordsSchema,
} from './football-model-records';
export type {
  FootballMatchOverview,
  FootballOverviewRequest,
  KeyFact,
  OverviewPick,
  OverviewSide,
  SuspendedPlayer,
} from './football-overview';
export {
  footballMatchOverviewCall,
  footballMatchOverviewSchema,
  footballOverviewRequestSchema,
  keyFactSchema,
  overviewPickSchema,
  overviewSideSchema,
  suspendedPlayerSchema,
} from './football-overview';
export type {
  FootballPlayer,
  FootballPlayerMatch,
  FootballPlayerRequest,
} from './football-player';
export {
  footballPlayerCall,
  footballPlayerMatchSchema,
  footballPlayerRequestSchema,
  footballPlayerSchema,
} from './football-player';
export type { FootballTeamPoints, PointsRow, TeamPointsTable } from './football-points';
export {
  footballTeamPointsCall,
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
} from './football-team';
export type { FormSummary } from './form-summary';
export { summarizeForm } from './form-summary';
export type {
  InviteAcceptance,
  InviteAcceptRequest,
  InviteCodeInfo,
  InvitedFan,
  InviteList,
} from './invite';
export {
  inviteAcceptanceSchema,
  inviteAcceptCall,
  inviteAcceptRequestSchema,
  inviteCodeCall,
  inviteCodeInfoSchema,
  inviteCodeSchema,
  invitedFanSchema,
  inviteEmptyRequestSchema,
  inviteListCall,
  inviteListSchema,
} from './invite';
export { keyFactsOf } from './key-facts';
export type { LeagueData, LeagueDataRequest, LeagueSummary, ScheduleMatch } from './league-data';
export {
  leagueDataCall,
  leagueDataRequestSchema,
  leagueDataSchema,
  leagueSummarySchema,
  scheduleMatchSchema,
} from './league-data';
export { leagueListCall, leagueListRequestSchema, leagueListSchema } from './league-list';
export type {
  City,
  CityChoice,
  CityChoiceRequest,
  CityList,
  Venue,
  VenueAnswer,
  VenueList,
  VenueRequest,
} from './location';
export {
  cityChoiceRequestSchema,
  cityChoiceSchema,
  cityChooseCall,
  cityCurrentCall,
  cityListCall,
  cityListSchema,
  citySchema,
  locationEmptyRequestSchema,
  venueAnswerSchema,
  venueCall,
  venueListCall,
  venueListSchema,
  venueRequestSchema,
  venueSchema,
} from './location';
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
  matchAnalysisCall,
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
  matchLineupCall,
} from './match-lineup';
export type { MatchList, MatchListEntry, MatchListRequest } from './match-list';
export {
  matchListCall,
  matchListEntrySchema,
  matchListRequestSchema,
  matchListSchema,
} from './match-list';
export type { MatchRequest } from './match-request';
export { matchIdSchema, matchRequestSchema } from './match-request';
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
  modelCountCall,
  modelCountRequestSchema,
  modelCountResponseSchema,
  modelDayCall,
  modelDayRequestSchema,
  modelDayResponseSchema,
  modelInitCall,
  modelInitRequestSchema,
  modelInitResponseSchema,
  modelPickSchema,
} from './model';
export type { OddsHistoryEntry, OddsMarket, OddsMarketKey, OddsPage } from './odds-page';
export {
  basketballOddsScene,
  footballOddsScene,
  ODDS_MARKETS,
  oddsHistoryEntrySchema,
  oddsMarketSchema,
  oddsPageSchema,
  oddsPushSchema,
  oddsRowSchema,
  oddsTripleSchema,
} from './odds-page';
export type { ScenePageBase, ScenePush, SceneSpec } from './scene-spec';
export type { SearchEntry, SearchIndex, SearchKind, SearchTarget } from './search-index';
export {
  SEARCH_KINDS,
  searchEntrySchema,
  searchIndexCall,
  searchIndexRequestSchema,
  searchIndexSchema,
  searchTargetSchema,
} from './search-index';
export type { SocketInitContent, SocketMessage } from './socket';
export {
  PAGE_DATA_MESSAGE_TYPE,
  pushStampEntries,
  socketInitContentSchema,
  socketMessageSchema,
} from './socket';
export type { TrendContent } from './trend';
export { trendContentSchema } from './trend';
export type { UserSceneRequest, UserSceneResponse } from './user-scene';
export {
  sceneSchema,
  userSceneCall,
  userSceneRequestSchema,
  userSceneResponseSchema,
} from './user-scene';
export type { WebLogRequest } from './web-log';
export {
  WEB_LOG_CALL,
  WEB_LOG_CONTENT_MAX,
  WEB_LOG_TYPE_MAX,
  webLogRequestSchema,
} from './web-log';
export type { CompetitionClock, WorldClock, WorldMatchClock, WorldMode } from './world-clock';
export {
  competitionClockSchema,
  WORLD_MODES,
  worldClockCall,
  worldClockRequestSchema,
  worldClockSchema,
  worldMatchClockSchema,
} from './world-clock';
