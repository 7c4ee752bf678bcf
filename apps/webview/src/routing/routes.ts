import type { ComponentType } from 'react';

/** How a page's top bar looks: the app's own bar, or the host-style default bar (docs/behaviour.md §2). */
export type NavStyle = 'custom' | 'default';

/** One route of the product. */
export interface RouteDef {
  /** Hash path, e.g. `/pages/soccer/live/live`. */
  path: string;
  /** Chinese page title. */
  title: string;
  navStyle: NavStyle;
  /** The page's code, loaded on first visit; pages not built yet have none and show a placeholder. */
  load?: () => Promise<ComponentType>;
  /** Other paths that open the same page. */
  aliases?: readonly string[];
  /** Query parameters the page reads. */
  params?: readonly ('match_id' | 'team_id')[];
}

const MATCH = ['match_id'] as const;
/** The seven agreement routes share one page, which reads its route to know which text to load. */
const invitePage = () => import('../pages/invite/invite-page').then((m) => m.InvitePage);
const agreementPage = () =>
  import('../pages/agreement/agreement-page').then((m) => m.AgreementPage);
const MATCH_TEAM = ['match_id', 'team_id'] as const;

/** Every route of docs/behaviour.md §2. Order matters only for readability. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: '/',
    title: '看球',
    navStyle: 'custom',
    aliases: ['/pages/webview/webview'],
    load: () => import('../pages/home/home-page').then((m) => m.HomePage),
  },
  {
    path: '/pages/extend-model/extend-model',
    title: '模型说明',
    navStyle: 'custom',
    load: () => import('../pages/extend-model/extend-model-page').then((m) => m.ExtendModelPage),
  },
  {
    path: '/pages/TOS/TOS',
    title: '服务条款',
    navStyle: 'custom',
    aliases: ['/pages/TOS/index'],
    load: agreementPage,
  },
  {
    path: '/pages/leagueData/leagueData',
    title: '数据库',
    navStyle: 'custom',
    load: () => import('../pages/league-data/league-data-page').then((m) => m.LeagueDataPage),
  },
  {
    path: '/pages/privacy/privacy',
    title: '隐私政策',
    navStyle: 'custom',
    aliases: ['/pages/privacy/index'],
    load: agreementPage,
  },
  {
    path: '/pages/pay-agree/pay-agree',
    title: '支付协议',
    navStyle: 'custom',
    aliases: ['/pages/pay-agree/index'],
    load: agreementPage,
  },
  {
    path: '/pages/sdk-agree/sdk-agree',
    title: '第三方SDK协议',
    navStyle: 'custom',
    load: agreementPage,
  },

  {
    path: '/pages/soccer/live/live',
    title: '文字直播',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/live/live-page').then((m) => m.SoccerLivePage),
  },
  {
    path: '/pages/soccer/data/data',
    title: '数据',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/data/data-page').then((m) => m.SoccerDataPage),
  },
  {
    path: '/pages/soccer/lineup/lineup',
    title: '阵容',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/lineup/lineup-page').then((m) => m.SoccerLineupPage),
  },
  {
    path: '/pages/soccer/model/model',
    title: '预测模型',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/model/model-page').then((m) => m.SoccerModelPage),
  },
  {
    path: '/pages/soccer/model/model-table',
    title: '模型数据',
    navStyle: 'custom',
    load: () =>
      import('../pages/soccer/model/model-table-page').then((m) => m.SoccerModelTablePage),
  },
  {
    path: '/pages/soccer/exponent/exponent',
    title: '指数',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/exponent/exponent-page').then((m) => m.SoccerExponentPage),
  },
  {
    path: '/pages/soccer/exponent/detail',
    title: '指数详情',
    navStyle: 'custom',
    params: MATCH,
    load: () =>
      import('../pages/soccer/exponent/detail-page').then((m) => m.SoccerExponentDetailPage),
  },
  {
    path: '/pages/soccer/gen/gen',
    title: '综合',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/gen/gen-page').then((m) => m.SoccerGenPage),
  },
  {
    path: '/pages/soccer/team/detail',
    title: '球队详情',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () => import('../pages/soccer/team/team-detail-page').then((m) => m.SoccerTeamDetailPage),
  },
  {
    path: '/pages/soccer/team/points',
    title: '积分榜',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () => import('../pages/soccer/team/team-points-page').then((m) => m.SoccerTeamPointsPage),
  },
  {
    path: '/pages/soccer/team/schedule',
    title: '赛程',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () =>
      import('../pages/soccer/team/team-schedule-page').then((m) => m.SoccerTeamSchedulePage),
  },
  {
    path: '/pages/soccer/facts/facts',
    title: '赛况',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/soccer/facts/facts-page').then((m) => m.SoccerFactsPage),
  },

  {
    path: '/pages/basketball/data/data',
    title: '数据',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/basketball/data/data-page').then((m) => m.BasketballDataPage),
  },
  {
    path: '/pages/basketball/live/live',
    title: '文字直播',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/basketball/live/live-page').then((m) => m.BasketballLivePage),
  },
  {
    path: '/pages/basketball/exponent/exponent',
    title: '指数',
    navStyle: 'custom',
    params: MATCH,
    load: () =>
      import('../pages/basketball/exponent/exponent-page').then((m) => m.BasketballExponentPage),
  },
  {
    path: '/pages/basketball/exponent/detail',
    title: '指数详情',
    navStyle: 'custom',
    params: MATCH,
    load: () =>
      import('../pages/basketball/exponent/detail-page').then(
        (m) => m.BasketballExponentDetailPage,
      ),
  },
  {
    path: '/pages/basketball/gen/gen',
    title: '综合',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/basketball/gen/gen-page').then((m) => m.BasketballGenPage),
  },
  {
    path: '/pages/basketball/team/detail',
    title: '球队详情',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () =>
      import('../pages/basketball/team/team-detail-page').then((m) => m.BasketballTeamDetailPage),
  },
  {
    path: '/pages/basketball/team/schedule',
    title: '赛程',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () =>
      import('../pages/basketball/team/team-schedule-page').then(
        (m) => m.BasketballTeamSchedulePage,
      ),
  },
  {
    path: '/pages/basketball/statistics/statistics',
    title: '技术统计',
    navStyle: 'custom',
    params: MATCH,
    load: () =>
      import('../pages/basketball/statistics/statistics-page').then(
        (m) => m.BasketballStatisticsPage,
      ),
  },
  {
    path: '/pages/basketball/facts/facts',
    title: '赛况',
    navStyle: 'custom',
    params: MATCH,
    load: () => import('../pages/basketball/facts/facts-page').then((m) => m.BasketballFactsPage),
  },

  {
    path: '/pages/activity/home/home',
    title: '活动',
    navStyle: 'custom',
    params: MATCH_TEAM,
    load: () => import('../pages/activity/home/cheer-page').then((m) => m.CheerPage),
  },
  {
    path: '/pages/activity/rankingList/rankingList',
    title: '排行榜',
    navStyle: 'custom',
    load: () => import('../pages/activity/ranking/ranking-page').then((m) => m.RankingPage),
  },
  {
    path: '/pages/activity/allSchedule/allSchedule',
    title: '全部赛程',
    navStyle: 'custom',
    load: () => import('../pages/activity/schedule/schedule-page').then((m) => m.SchedulePage),
  },
  {
    path: '/pages/activity/regulation/regulation',
    title: '活动规则',
    navStyle: 'custom',
    load: () =>
      import('../pages/activity/regulation/regulation-page').then((m) => m.RegulationPage),
  },

  {
    path: '/pages/platform/userAgreement',
    title: '平台用户协议',
    navStyle: 'default',
    load: agreementPage,
  },
  {
    path: '/pages/platform/privacyAgreement',
    title: '平台隐私协议',
    navStyle: 'default',
    load: agreementPage,
  },
  {
    path: '/pages/platform/purchaseAgreement',
    title: '购买协议',
    navStyle: 'custom',
    load: agreementPage,
  },

  {
    path: '/pages/platformInvite/platformInvite',
    title: '平台邀请',
    navStyle: 'custom',
    load: () => import('../pages/invite/accept-page').then((m) => m.AcceptInvitePage),
  },
  {
    path: '/pages/imagetextIssue/imagetextIssue',
    title: '图文发布',
    navStyle: 'custom',
    load: () => import('../pages/feedback/feedback-page').then((m) => m.FeedbackPage),
  },
  { path: '/pages/invite/invite', title: '邀请新用户', navStyle: 'custom', load: invitePage },
  { path: '/pages/inviteNow/inviteNow', title: '邀请新用户', navStyle: 'custom', load: invitePage },
  {
    path: '/pages/downloadApk/downloadApk',
    title: '下载看球App',
    navStyle: 'custom',
    load: () => import('../pages/app-download/download-page').then((m) => m.DownloadPage),
  },
  {
    path: '/pages/openApp/openApp',
    title: '打开看球App',
    navStyle: 'custom',
    load: () => import('../pages/app-download/open-app-page').then((m) => m.OpenAppPage),
  },
  {
    path: '/choose-location',
    title: '选择位置',
    navStyle: 'custom',
    load: () => import('../pages/location/choose-location-page').then((m) => m.ChooseLocationPage),
  },
  {
    path: '/open-location',
    title: '查看位置',
    navStyle: 'custom',
    load: () => import('../pages/location/open-location-page').then((m) => m.OpenLocationPage),
  },
];

const byPath = new Map<string, RouteDef>();
for (const route of ROUTES) {
  byPath.set(route.path, route);
  for (const alias of route.aliases ?? []) byPath.set(alias, route);
}

/** The route a path opens (aliases included), or `undefined` for an unknown path. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Every path the app answers, aliases included. */
export function allRoutePaths(): string[] {
  return [...byPath.keys()];
}
