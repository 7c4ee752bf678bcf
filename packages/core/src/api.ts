/** `code` of a successful response envelope (docs/behaviour.md §7). */
export const API_SUCCESS_CODE = 1;

/** The prediction models (docs/behaviour.md §7). */
export type ModelKey = 'js' | 'zc' | 'pk' | 'sq' | 'gm';

/** Every model key, in display order. */
export const MODEL_KEYS: readonly ModelKey[] = ['js', 'zc', 'pk', 'sq', 'gm'];

/**
 * The one map of every HTTP path the app calls, all `POST` with the `{code, msg, data}` envelope.
 * The first group is the product's own interface (docs/behaviour.md §7); the second is what kanqiu's
 * pages need beyond it (docs/contract.md). Request and response shapes are in
 * `@kanqiu/core/contract`'s call table.
 */
export const API_PATHS = {
  /** Subscribes a socket client to a scene and returns the scene's current data. */
  userScene: '/api/user/userScene',
  /** Model list and initial state. */
  modelInit: '/api/mod/modInit',
  /** Each model's some-day call: its picks of one day. */
  modelDay: {
    js: '/api/ai2/yyModel2',
    zc: '/api/ai_mid/midModel2',
    pk: '/api/ai_yd/ydModel2',
    sq: '/api/ai_sq/ydModel2',
    gm: '/api/ai1/model2',
  },
  /** Each model's count call: its record over the last settled picks. */
  modelCount: {
    js: '/api/ai2/hzData',
    zc: '/api/ai_mid/hzData',
    pk: '/api/ai_yd/hzData',
    sq: '/api/ai_sq/hzData',
    gm: '/api/ai1/hzData',
  },
  /** Agreement texts. */
  agreement: '/api/user/xy',
  /** Advert banner list. */
  bannerList: '/api/banner/getList',
  /** Fire-and-forget client log of a failed business call. */
  webLog: '/api/web/webLog',

  /** The replayed matches with their state. */
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
  /** A football match's shots with xG, full statistics and player ratings so far. */
  footballMatchStats: '/api/football/match/stats',
  /** A World Cup 2018 player: his matches so far with minutes, goals, assists, xG, rating; his shots. */
  footballPlayer: '/api/football/player',
  /** The gen page of an NBA game: arena, tip-off, series, records, officials, win probability. */
  basketballMatchOverview: '/api/basketball/match/overview',
  /** Where each field-goal attempt of an NBA game so far was taken, made or missed. */
  basketballShotChart: '/api/basketball/match/shots',
  /** An NBA team: record with splits, roster and leaders from the box scores in the data. */
  basketballTeamInfo: '/api/basketball/team/info',
  /** An NBA team's games the data knows, with results and replay links. */
  basketballTeamSchedule: '/api/basketball/team/schedule',
  /** A match's cheer board: cheers per side, the caller's chances today. */
  activityBoard: '/api/activity/board',
  /** Cheer for a side (3 a Beijing day). */
  activityCheer: '/api/activity/cheer',
  /** Teams and fans ranked by cheers, with the caller's own row. */
  activityRanking: '/api/activity/ranking',
  /** The matches open for cheering, by day. */
  activitySchedule: '/api/activity/schedule',
  /** The rules of the activity. */
  activityRegulation: '/api/activity/regulation',
  /** The caller's invitation code. */
  inviteCode: '/api/invite/code',
  /** The invitations the caller's code brought in, and the one the caller accepted. */
  inviteList: '/api/invite/list',
  /** Accept someone's invitation code (once per user). */
  inviteAccept: '/api/invite/accept',
  /** Send feedback: text and up to 9 images (`multipart/form-data`). */
  feedbackSubmit: '/api/feedback/submit',
  /** The caller's earlier feedback tickets. */
  feedbackList: '/api/feedback/list',
  /** One image of one of the caller's tickets (the image bytes, not an envelope). */
  feedbackImage: '/api/feedback/image',
  /** The cities of the location chooser, grouped by initial. */
  locationCities: '/api/location/cities',
  /** The caller's chosen city. */
  locationCurrent: '/api/location/current',
  /** Store the caller's city. */
  locationChoose: '/api/location/choose',
  /** Every venue with its coordinates. */
  locationVenues: '/api/location/venues',
  /** One venue, by its id or by a match played there. */
  locationVenue: '/api/location/venue',
  /** The caller's follows and alert settings. */
  followList: '/api/follow/list',
  /** Follow one thing, or stop following it. */
  followSet: '/api/follow/set',
  /** Add the follows a device kept without a token to the account. */
  followMerge: '/api/follow/merge',
  /** The caller's alert settings, per kind of moment. */
  followAlerts: '/api/follow/alerts',
  /** Download links and the app's deep-link scheme. */
  appLinks: '/api/app/links',
  /** What "now" is in every served competition (the world's clock). */
  worldClock: '/api/world/clock',
  /** Everything the search page can find, with its search keys. */
  searchIndex: '/api/search/index',
  /** Every model's record over its last 20 and 100 settled picks. */
  footballModelRecords: '/api/football/model/records',
} as const satisfies Record<string, string | Readonly<Record<ModelKey, string>>>;

/** The prefix of every API path. */
export const API_PREFIX = '/api';
