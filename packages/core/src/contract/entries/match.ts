/**
 * What every match page shares: the match request and state, the match list, the lineup, the
 * analysis calls, the odds page, the form summary and the model picks.
 *
 * `@kanqiu/core/contract/match`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
export type { FormSummary } from '../form-summary';
export { summarizeForm } from '../form-summary';
export type {
  FormResult,
  MatchAnalysis,
  RecentMatch,
  StandingRow,
  StandingsTable,
  TeamForm,
} from '../match-analysis';
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
} from '../match-analysis';
export type {
  BasketballLineup,
  BasketballLineupPlayer,
  FootballLineup,
  FootballLineupPlayer,
  FootballTeamLineup,
  Lineup,
  LineupSubstitution,
} from '../match-lineup';
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
} from '../match-lineup';
export type { MatchList, MatchListEntry, MatchListRequest } from '../match-list';
export {
  matchListCall,
  matchListEntrySchema,
  matchListRequestSchema,
  matchListSchema,
} from '../match-list';
export type { MatchRequest } from '../match-request';
export { matchIdSchema, matchRequestSchema } from '../match-request';
export type {
  BasketballStatusCode,
  FootballStatusCode,
  MatchState,
  Side,
  TeamRefData,
} from '../match-state';
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
} from '../match-state';
export type {
  ModelCount,
  ModelCountRequest,
  ModelDay,
  ModelDayRequest,
  ModelInit,
  ModelMarket,
  ModelPick,
} from '../model';
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
} from '../model';
export type { OddsHistoryEntry, OddsMarket, OddsMarketKey, OddsPage } from '../odds-page';
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
} from '../odds-page';
