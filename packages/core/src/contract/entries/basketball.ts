/**
 * The basketball pages' calls and scenes: the match scene, facts, overview, shot chart and team.
 *
 * `@kanqiu/core/contract/basketball`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
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
} from '../basketball-facts';
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
} from '../basketball-facts';
export type {
  BasketballMatchPage,
  BasketballPlayerBox,
  BasketballStatKey,
  BasketballTeamState,
  BasketballTeamTotals,
} from '../basketball-match-page';
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
} from '../basketball-match-page';
export type { BasketballOfficial, BasketballOverview } from '../basketball-overview';
export {
  basketballMatchOverviewCall,
  basketballOfficialSchema,
  basketballOverviewSchema,
  basketballVenueSchema,
  basketballWinProbabilitySchema,
} from '../basketball-overview';
export type { BasketballShot, BasketballShotChart } from '../basketball-shot-chart';
export {
  basketballShotChartCall,
  basketballShotChartSchema,
  basketballShotSchema,
} from '../basketball-shot-chart';
export type {
  BasketballRosterPlayer,
  BasketballScheduleGame,
  BasketballTeamInfo,
  BasketballTeamRequest,
  BasketballTeamSchedule,
} from '../basketball-team';
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
} from '../basketball-team';
