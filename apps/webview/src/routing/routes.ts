/** How a page's top bar looks: the app's own bar, or the host-style default bar (docs/behaviour.md §2). */
export type NavStyle = 'custom' | 'default';

/** One route of the product: data only; the page's code is found by its name (`src/page-loaders.ts`). */
export interface RouteDef {
  /** Hash path, e.g. `/pages/soccer/live/live`; native hosts open these, so they never change. */
  path: string;
  /** Chinese page title. */
  title: string;
  /** @default 'custom' (only the platform user and privacy agreements keep the host-style bar) */
  navStyle?: NavStyle;
  /** Other paths that open the same page. */
  aliases?: readonly string[];
  /** Names of the query parameters the page reads; {@link RouteQuery} types a link's query by them. */
  query?: readonly string[];
}

const MATCH = ['match_id'] as const;
/** A team's pages: the match they were opened from, the team and the season to open on (`wc-2018`). */
const MATCH_TEAM = ['match_id', 'team_id', 'season'] as const;
const ODDS = ['match_id', 'market'] as const;
const ODDS_DETAIL = ['match_id', 'market', 'company_id'] as const;

/**
 * Every route of docs/behaviour.md §2, by name. The one place the app spells a page's path: links
 * are built from a name with `pagePath`/`pageHref` (`routing/page-path.ts`). Order matters only for
 * readability.
 */
export const ROUTES = {
  home: {
    path: '/',
    title: '看球',
    aliases: ['/pages/webview/webview'],
    query: ['url', 'title'],
  },
  extendModel: {
    path: '/pages/extend-model/extend-model',
    title: '模型说明',
    query: ['model'],
  },
  tos: {
    path: '/pages/TOS/TOS',
    title: '服务条款',
    aliases: ['/pages/TOS/index'],
  },
  leagueData: {
    path: '/pages/leagueData/leagueData',
    title: '数据库',
    query: ['key', 'season', 'view'],
  },
  privacy: {
    path: '/pages/privacy/privacy',
    title: '隐私政策',
    aliases: ['/pages/privacy/index'],
  },
  payAgree: {
    path: '/pages/pay-agree/pay-agree',
    title: '支付协议',
    aliases: ['/pages/pay-agree/index'],
  },
  sdkAgree: {
    path: '/pages/sdk-agree/sdk-agree',
    title: '第三方SDK协议',
  },

  search: {
    path: '/search',
    title: '搜索',
    query: ['q'],
  },

  footballLive: {
    path: '/pages/soccer/live/live',
    title: '文字直播',
    query: MATCH,
  },
  footballData: {
    path: '/pages/soccer/data/data',
    title: '数据',
    query: MATCH,
  },
  footballLineup: {
    path: '/pages/soccer/lineup/lineup',
    title: '阵容',
    query: MATCH,
  },
  footballModel: {
    path: '/pages/soccer/model/model',
    title: '预测模型',
    query: ['match_id', 'model', 'date'],
  },
  footballModelTable: {
    path: '/pages/soccer/model/model-table',
    title: '模型数据',
    query: ['model'],
  },
  footballExponent: {
    path: '/pages/soccer/exponent/exponent',
    title: '指数',
    query: ODDS,
  },
  footballExponentDetail: {
    path: '/pages/soccer/exponent/detail',
    title: '指数详情',
    query: ODDS_DETAIL,
  },
  footballGen: {
    path: '/pages/soccer/gen/gen',
    title: '综合',
    query: MATCH,
  },
  footballTeamDetail: {
    path: '/pages/soccer/team/detail',
    title: '球队详情',
    query: MATCH_TEAM,
  },
  footballTeamPoints: {
    path: '/pages/soccer/team/points',
    title: '积分榜',
    query: MATCH_TEAM,
  },
  footballTeamSchedule: {
    path: '/pages/soccer/team/schedule',
    title: '赛程',
    query: MATCH_TEAM,
  },
  footballFacts: {
    path: '/pages/soccer/facts/facts',
    title: '赛况',
    query: MATCH,
  },
  footballPlayer: {
    path: '/pages/soccer/player/player',
    title: '球员',
    query: ['player_id'],
  },

  basketballData: {
    path: '/pages/basketball/data/data',
    title: '数据',
    query: MATCH,
  },
  basketballLive: {
    path: '/pages/basketball/live/live',
    title: '文字直播',
    query: MATCH,
  },
  basketballExponent: {
    path: '/pages/basketball/exponent/exponent',
    title: '指数',
    query: ODDS,
  },
  basketballExponentDetail: {
    path: '/pages/basketball/exponent/detail',
    title: '指数详情',
    query: ODDS_DETAIL,
  },
  basketballGen: {
    path: '/pages/basketball/gen/gen',
    title: '综合',
    query: MATCH,
  },
  basketballTeamDetail: {
    path: '/pages/basketball/team/detail',
    title: '球队详情',
    query: MATCH_TEAM,
  },
  basketballTeamSchedule: {
    path: '/pages/basketball/team/schedule',
    title: '赛程',
    query: MATCH_TEAM,
  },
  basketballStatistics: {
    path: '/pages/basketball/statistics/statistics',
    title: '技术统计',
    query: MATCH,
  },
  basketballFacts: {
    path: '/pages/basketball/facts/facts',
    title: '赛况',
    query: MATCH,
  },

  activityCheer: {
    path: '/pages/activity/home/home',
    title: '活动',
    query: MATCH_TEAM,
  },
  activityRanking: {
    path: '/pages/activity/rankingList/rankingList',
    title: '排行榜',
    query: MATCH,
  },
  activitySchedule: {
    path: '/pages/activity/allSchedule/allSchedule',
    title: '全部赛程',
  },
  activityRegulation: {
    path: '/pages/activity/regulation/regulation',
    title: '活动规则',
  },

  platformUserAgreement: {
    path: '/pages/platform/userAgreement',
    title: '平台用户协议',
    navStyle: 'default',
  },
  platformPrivacyAgreement: {
    path: '/pages/platform/privacyAgreement',
    title: '平台隐私协议',
    navStyle: 'default',
  },
  platformPurchaseAgreement: {
    path: '/pages/platform/purchaseAgreement',
    title: '购买协议',
  },

  platformInvite: {
    path: '/pages/platformInvite/platformInvite',
    title: '平台邀请',
    query: ['code'],
  },
  feedback: {
    path: '/pages/imagetextIssue/imagetextIssue',
    title: '图文发布',
  },
  invite: {
    path: '/pages/invite/invite',
    title: '邀请新用户',
  },
  inviteNow: {
    path: '/pages/inviteNow/inviteNow',
    title: '邀请新用户',
  },
  downloadApk: {
    path: '/pages/downloadApk/downloadApk',
    title: '下载看球App',
  },
  openApp: {
    path: '/pages/openApp/openApp',
    title: '打开看球App',
    query: ['path'],
  },
  chooseLocation: {
    path: '/choose-location',
    title: '选择位置',
  },
  openLocation: {
    path: '/open-location',
    title: '查看位置',
    query: ['venue_id', 'match_id'],
  },
} as const satisfies Record<string, RouteDef>;

/** The name of a route of {@link ROUTES}, e.g. `'footballLive'`. */
export type RouteName = keyof typeof ROUTES;

/** A route of the table with its name. */
export type NamedRoute = RouteDef & { readonly name: RouteName };

/** A query value; `null` and `undefined` are left out of a link. */
export type QueryValue = string | number | boolean | null | undefined;

type QueryNames<N extends RouteName> = (typeof ROUTES)[N] extends { query: readonly (infer Q)[] }
  ? Q & string
  : never;

/** The names of the routes that read query parameter `P`, e.g. `RouteReading<'team_id'>`. */
export type RouteReading<P extends string> = {
  [N in RouteName]: P extends QueryNames<N> ? N : never;
}[RouteName];

/** The query a link to route `N` may carry: only the parameters that route reads. */
export type RouteQuery<N extends RouteName> = { readonly [K in QueryNames<N>]?: QueryValue };

const byPath = new Map<string, NamedRoute>();
for (const [name, route] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
  const named: NamedRoute = { ...route, name };
  byPath.set(route.path, named);
  for (const alias of route.aliases ?? []) byPath.set(alias, named);
}

/** The route a path opens (aliases included), or `undefined` for an unknown path. */
export function findRoute(path: string): NamedRoute | undefined {
  return byPath.get(path);
}

/** Every path the app answers, aliases included. */
export function allRoutePaths(): string[] {
  return [...byPath.keys()];
}
