import type { ComponentType } from 'react';
import type { RouteName } from './routing/routes';

/** Loads a page's code on its first visit. */
export type PageLoader = () => Promise<ComponentType>;

/** The seven agreement routes share one page, which reads its route to know which text to load. */
const agreementPage: PageLoader = () =>
  import('./pages/agreement/agreement-page').then((m) => m.AgreementPage);
const invitePage: PageLoader = () => import('./pages/invite/invite-page').then((m) => m.InvitePage);

/**
 * The page of every route, each in its own chunk. It lives at the top of the app, above the pages:
 * the route table stays data that pages and navigation read without reaching back to every page.
 */
export const PAGE_LOADERS: Readonly<Record<RouteName, PageLoader>> = {
  home: () => import('./pages/home/home-page').then((m) => m.HomePage),
  extendModel: () =>
    import('./pages/extend-model/extend-model-page').then((m) => m.ExtendModelPage),
  tos: agreementPage,
  leagueData: () => import('./pages/league-data/league-data-page').then((m) => m.LeagueDataPage),
  privacy: agreementPage,
  payAgree: agreementPage,
  sdkAgree: agreementPage,
  search: () => import('./pages/search/search-page').then((m) => m.SearchPage),
  footballLive: () => import('./pages/football/live/live-page').then((m) => m.FootballLivePage),
  footballData: () => import('./pages/football/data/data-page').then((m) => m.FootballDataPage),
  footballLineup: () =>
    import('./pages/football/lineup/lineup-page').then((m) => m.FootballLineupPage),
  footballModel: () => import('./pages/football/model/model-page').then((m) => m.FootballModelPage),
  footballModelTable: () =>
    import('./pages/football/model/model-table-page').then((m) => m.FootballModelTablePage),
  footballExponent: () =>
    import('./pages/football/exponent/exponent-page').then((m) => m.FootballExponentPage),
  footballExponentDetail: () =>
    import('./pages/football/exponent/detail-page').then((m) => m.FootballExponentDetailPage),
  footballGen: () => import('./pages/football/gen/gen-page').then((m) => m.FootballGenPage),
  footballTeamDetail: () =>
    import('./pages/football/team/team-detail-page').then((m) => m.FootballTeamDetailPage),
  footballTeamPoints: () =>
    import('./pages/football/team/team-points-page').then((m) => m.FootballTeamPointsPage),
  footballTeamSchedule: () =>
    import('./pages/football/team/team-schedule-page').then((m) => m.FootballTeamSchedulePage),
  footballFacts: () => import('./pages/football/facts/facts-page').then((m) => m.FootballFactsPage),
  footballPlayer: () =>
    import('./pages/football/player/player-page').then((m) => m.FootballPlayerPage),
  basketballData: () =>
    import('./pages/basketball/data/data-page').then((m) => m.BasketballDataPage),
  basketballLive: () =>
    import('./pages/basketball/live/live-page').then((m) => m.BasketballLivePage),
  basketballExponent: () =>
    import('./pages/basketball/exponent/exponent-page').then((m) => m.BasketballExponentPage),
  basketballExponentDetail: () =>
    import('./pages/basketball/exponent/detail-page').then((m) => m.BasketballExponentDetailPage),
  basketballGen: () => import('./pages/basketball/gen/gen-page').then((m) => m.BasketballGenPage),
  basketballTeamDetail: () =>
    import('./pages/basketball/team/team-detail-page').then((m) => m.BasketballTeamDetailPage),
  basketballTeamSchedule: () =>
    import('./pages/basketball/team/team-schedule-page').then((m) => m.BasketballTeamSchedulePage),
  basketballStatistics: () =>
    import('./pages/basketball/statistics/statistics-page').then((m) => m.BasketballStatisticsPage),
  basketballFacts: () =>
    import('./pages/basketball/facts/facts-page').then((m) => m.BasketballFactsPage),
  activityCheer: () => import('./pages/activity/home/cheer-page').then((m) => m.CheerPage),
  activityRanking: () => import('./pages/activity/ranking/ranking-page').then((m) => m.RankingPage),
  activitySchedule: () =>
    import('./pages/activity/schedule/schedule-page').then((m) => m.SchedulePage),
  activityRegulation: () =>
    import('./pages/activity/regulation/regulation-page').then((m) => m.RegulationPage),
  platformUserAgreement: agreementPage,
  platformPrivacyAgreement: agreementPage,
  platformPurchaseAgreement: agreementPage,
  platformInvite: () => import('./pages/invite/accept-page').then((m) => m.AcceptInvitePage),
  feedback: () => import('./pages/feedback/feedback-page').then((m) => m.FeedbackPage),
  invite: invitePage,
  inviteNow: invitePage,
  downloadApk: () => import('./pages/app-download/download-page').then((m) => m.DownloadPage),
  openApp: () => import('./pages/app-download/open-app-page').then((m) => m.OpenAppPage),
  chooseLocation: () =>
    import('./pages/location/choose-location-page').then((m) => m.ChooseLocationPage),
  openLocation: () => import('./pages/location/open-location-page').then((m) => m.OpenLocationPage),
};
