/** `code` of a successful response envelope (seed §7). */
export const API_SUCCESS_CODE = 1;

/**
 * The body of every HTTP response (seed §7): `code` 1 means success, anything else is a business
 * error whose `msg` is shown to the user.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The paths of seed §7, all POST. */
export const API_PATHS = {
  /** Subscribes a socket client to a scene and returns the scene's current data. */
  userScene: '/api/user/userScene',
  /** Model list and initial state. */
  modelInit: '/api/mod/modInit',
  /** Agreement texts. */
  agreement: '/api/user/xy',
  /** Advert banner list. */
  bannerList: '/api/banner/getList',
  /** Fire-and-forget client log of a failed business call. */
  webLog: '/api/web/webLog',
} as const;

/** The prediction models of seed §7. */
export type ModelKey = 'js' | 'zc' | 'pk' | 'sq' | 'gm';

/** Every model key, in display order. */
export const MODEL_KEYS: readonly ModelKey[] = ['js', 'zc', 'pk', 'sq', 'gm'];

/** The some-day and count paths of each prediction model (seed §7). */
export const MODEL_PATHS: Readonly<Record<ModelKey, { day: string; count: string }>> = {
  js: { day: '/api/ai2/yyModel2', count: '/api/ai2/hzData' },
  zc: { day: '/api/ai_mid/midModel2', count: '/api/ai_mid/hzData' },
  pk: { day: '/api/ai_yd/ydModel2', count: '/api/ai_yd/hzData' },
  sq: { day: '/api/ai_sq/ydModel2', count: '/api/ai_sq/hzData' },
  gm: { day: '/api/ai1/model2', count: '/api/ai1/hzData' },
};

/** The prefix of every API path. */
export const API_PREFIX = '/api';

/** Paths of the calls beyond seed §7 that the pages need **(kanqiu design, docs/contract.md)**. */
export const KANQIU_API_PATHS = {
  /** `GET` (query) or `POST` (body): the replayed matches with their state. */
  matchList: '/api/matches',
  /** Lineups, benches and substitutions of a match. */
  matchLineup: '/api/match/lineup',
  /** The data board of a match: recent form, head-to-head, standings. */
  matchAnalysis: '/api/match/analysis',
  /** The leagues of the league database. */
  leagueList: '/api/league/list',
  /** One league's table and schedule. */
  leagueData: '/api/league/data',
  /** A football team: name, squad, records, scorers, form. */
  footballTeamInfo: '/api/football/team/info',
  /** A football team's results and fixtures, oldest first. */
  footballTeamSchedule: '/api/football/team/schedule',
  /** The tables a football team is in (World Cup groups, league tables with home / away views). */
  footballTeamPoints: '/api/football/team/points',
  /** A football match's overview: stage, venue, form, head-to-head, picks, suspensions, key facts. */
  footballMatchOverview: '/api/football/match/overview',
} as const;
