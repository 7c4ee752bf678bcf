import {
  activityRegulationCall,
  cheerBoardCall,
  cheerCall,
  cheerRankingCall,
  cheerScheduleCall,
} from './activity';
import { agreementCall } from './agreement';
import { appLinksCall } from './app-links';
import { bannerListCall } from './banner';
import { basketballMatchOverviewCall } from './basketball-overview';
import { basketballShotChartCall } from './basketball-shot-chart';
import { basketballTeamInfoCall, basketballTeamScheduleCall } from './basketball-team';
import { feedbackListCall } from './feedback';
import { followAlertsCall, followListCall, followMergeCall, followSetCall } from './follow';
import { footballMatchStatsCall } from './football-match-stats';
import { footballModelRecordsCall } from './football-model-records';
import { footballMatchOverviewCall } from './football-overview';
import { footballPlayerCall } from './football-player';
import { footballTeamPointsCall } from './football-points';
import { footballTeamInfoCall, footballTeamScheduleCall } from './football-team';
import { inviteAcceptCall, inviteCodeCall, inviteListCall } from './invite';
import { leagueDataCall } from './league-data';
import { leagueListCall } from './league-list';
import {
  cityChooseCall,
  cityCurrentCall,
  cityListCall,
  venueCall,
  venueListCall,
} from './location';
import { matchAnalysisCall } from './match-analysis';
import { matchLineupCall } from './match-lineup';
import { matchListCall } from './match-list';
import { modelInitCall } from './model';
import { searchIndexCall } from './search-index';
import { userSceneCall } from './user-scene';
import { worldClockCall } from './world-clock';

/**
 * Every call with one path, by name: the server serves them and the tests list them. Each call is
 * defined beside its schemas (`matchLineupCall` in `match-lineup.ts`), so a page that imports one
 * call bundles only that call's schemas; only the server imports this table.
 */
export const CALLS = {
  userScene: userSceneCall,
  modelInit: modelInitCall,
  agreement: agreementCall,
  bannerList: bannerListCall,
  matchList: matchListCall,
  matchLineup: matchLineupCall,
  matchAnalysis: matchAnalysisCall,
  footballMatchStats: footballMatchStatsCall,
  basketballShotChart: basketballShotChartCall,
  footballPlayer: footballPlayerCall,
  leagueList: leagueListCall,
  leagueData: leagueDataCall,
  footballTeamInfo: footballTeamInfoCall,
  footballTeamSchedule: footballTeamScheduleCall,
  footballTeamPoints: footballTeamPointsCall,
  footballMatchOverview: footballMatchOverviewCall,
  basketballMatchOverview: basketballMatchOverviewCall,
  basketballTeamInfo: basketballTeamInfoCall,
  basketballTeamSchedule: basketballTeamScheduleCall,
  activityBoard: cheerBoardCall,
  activityCheer: cheerCall,
  activityRanking: cheerRankingCall,
  activitySchedule: cheerScheduleCall,
  activityRegulation: activityRegulationCall,
  inviteCode: inviteCodeCall,
  inviteList: inviteListCall,
  inviteAccept: inviteAcceptCall,
  feedbackList: feedbackListCall,
  locationCities: cityListCall,
  locationCurrent: cityCurrentCall,
  locationChoose: cityChooseCall,
  locationVenues: venueListCall,
  locationVenue: venueCall,
  followList: followListCall,
  followSet: followSetCall,
  followMerge: followMergeCall,
  followAlerts: followAlertsCall,
  appLinks: appLinksCall,
  footballModelRecords: footballModelRecordsCall,
  worldClock: worldClockCall,
  searchIndex: searchIndexCall,
} as const;
