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
  footballLive: () => import('./pages/soccer/live/live-page').then((m) => m.SoccerLivePage),
  footballData: () => import('./pages/soccer/data/data-page').then((m) => m.SoccerDataPage),
  footballLineup: () => import('./pages/soccer/lineup/lineup-page').then((m) => m.SoccerLineupPage),
  footballModel: () => import('./pages/soccer/model/model-page').then((m) => m.SoccerModelPage),
  footballModelTable: () =>
    import('./pages/soccer/model/model-table-page').then((m) => m.SoccerModelTablePage),
  footballExponent: () =>
    import('./pages/soccer/exponent/exponent-page').then((m) => m.SoccerExponentPage),
  footballExponentDetail: () =>
    import('./pages/soccer/exponent/detail-page').then((m) => m.SoccerExponentDetailPage),
  footballGen: () => import('./pages/soccer/gen/gen-page').then((m) => m.SoccerGenPage),
  footballTeamDetail: () =>
    import('./pages/soccer/team/team-detail-page').then((m) => m.SoccerTeamDetailPage),
  footballTeamPoints: () =>
    import('./pages/soccer/team/team-points-page').then((m) => m.SoccerTeamPointsPage),
  footballTeamSchedule: () =>
    import('./pages/soccer/team/team-schedule-page').then((m) => m.SoccerTeamSchedulePage),
  footballFacts: () => import('./pages/soccer/facts/facts-page').then((m) => m.SoccerFactsPage),
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
