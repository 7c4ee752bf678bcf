export type { ModelKey } from './api';
export { API_PATHS, API_PREFIX, API_SUCCESS_CODE, MODEL_KEYS } from './api';
export type { ApiCodeValue } from './api-code';
export { ApiCode } from './api-code';
export { APP_DEEP_LINK_SCHEME, appDeepLink, OPEN_APP_FALLBACK_MS } from './app-link';
export type {
  BannerImageSizeCode,
  BannerJumpTypeCode,
  BannerPositionCode,
  BannerShowPlace,
} from './banner';
export {
  BANNER_ASPECT_RATIO,
  BANNER_LABELS,
  BANNER_SHOW_PLACE_DEFAULT,
  BannerImageSize,
  BannerJumpType,
  BannerPosition,
} from './banner';
export type { BasketballAlert, BasketballAlertPage } from './basketball-alert';
export {
  basketballAlertsBetween,
  CLOSE_GAME_CLOCK_S,
  CLOSE_GAME_POINTS,
  clockSeconds,
} from './basketball-alert';
export type { BasketballTextLive, BasketballTextLiveTeam } from './basketball-text-live';
export {
  BASKETBALL_TEXT_LIVE_SEPARATOR,
  formatBasketballTextLive,
  parseBasketballTextLive,
} from './basketball-text-live';
export { BEARER_PREFIX, TOKEN_STORAGE_KEY, withBearer } from './bearer';
export { BEIJING_UTC_OFFSET_MS, beijingDay, nextBeijingMidnight } from './beijing-day';
export {
  CHEER_LIMIT_MESSAGE,
  DAILY_CHEER_CHANCES,
  isSilentBusinessMessage,
} from './business-message';
export { CARD_REASON_LABELS, cardReasonLabel, MAX_CARD_REASON } from './card-reason';
export { chineseOrdinal, MAX_CHINESE_ORDINAL } from './chinese-ordinal';
export { APP_VERSION, APP_VERSION_CODE } from './constants/app-version';
export {
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  SWIPER_AUTOPLAY_MS,
  SWIPER_HEIGHT,
  SWIPER_TRANSITION_MS,
} from './constants/carousel';
export {
  FEEDBACK_DAILY_LIMIT,
  FEEDBACK_FORM_FIELDS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX_LENGTH,
} from './constants/feedback';
export type { AlertKind, FollowKind } from './constants/follow';
export {
  ALERT_BANNER_MS,
  ALERT_KINDS,
  ALERT_MAX_WATCHED,
  FOLLOW_ID_MAX_LENGTH,
  FOLLOW_KINDS,
  FOLLOW_LIMIT_MESSAGE,
  FOLLOW_MAX,
  FOLLOW_NAME_MAX_LENGTH,
  SOCKET_MAX_SCENES,
} from './constants/follow';
export {
  CODE_INPUT_LENGTH,
  DATE_RANGE_YEARS_AFTER,
  DATE_RANGE_YEARS_BEFORE,
  defaultDateRange,
  NUMBER_BOX_MIN,
  NUMBER_BOX_STEP,
  TEXTAREA_MAX_LENGTH,
} from './constants/input-defaults';
export {
  INVITE_CODE_LENGTH,
  INVITE_CODE_TTL_DAYS,
  INVITE_MAX_FAILED_ATTEMPTS,
} from './constants/invite';
export type { Outcome, SessionFilter } from './constants/match-filters';
export {
  OUTCOME_LABELS,
  OUTCOME_OPTIONS,
  SESSION_FILTER_DEFAULT,
  SESSION_FILTER_OPTIONS,
} from './constants/match-filters';
export {
  ASYNC_PAGE_LOAD_DELAY_MS,
  ASYNC_PAGE_LOAD_TIMEOUT_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  DOWNLOAD_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  SOCKET_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './constants/network';
export {
  PULL_REFRESH_RESET_MS,
  PULL_REFRESH_THRESHOLD,
  TABLE_PULL_THRESHOLD,
} from './constants/pull-refresh';
export {
  SOCKET_MAX_RECONNECT_ATTEMPTS,
  SOCKET_NOT_CONNECTED_MESSAGE,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PING_MESSAGE,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_JITTER_MS,
  SOCKET_SILENT_PERIODS,
} from './constants/socket';
export {
  TABLE_HEIGHT_EMPTY,
  TABLE_HEIGHT_OFFSET_WITH_ROWS,
  TABLE_MEASURE_DELAY_MS,
  TABS_SCROLL_THRESHOLD,
} from './constants/table';
export {
  ALBUM_MAX_IMAGES,
  ALBUM_PER_ROW,
  BADGE_MAX,
  CALENDAR_MONTHS,
  CALENDAR_ROW_HEIGHT,
  CODE_COUNTDOWN_S,
  COUNT_UP_DURATION_MS,
  MODAL_ANIMATION_MS,
  MODAL_WIDTH_RPX,
  NOTICE_BAR_SPEED,
  NOTIFY_DURATION_MS,
  POPUP_DURATION_MS,
  POPUP_Z_INDEX,
  READ_MORE_COLLAPSE_HEIGHT,
  SLIDER_MAX,
  SLIDER_MIN,
  TABS_ANIMATION_MS,
  THROTTLE_MS,
  TOAST_DURATION_MS,
} from './constants/ui-defaults';
export { DECIMAL_PRECISION, roundHalfUp } from './decimal-round';
export type { FootballEventCode, FootballEventKey } from './football-event';
export {
  FOOTBALL_EVENT_LABELS,
  FootballEvent,
  footballEventKey,
  footballEventLabel,
  isFootballEventCode,
  UNKNOWN_LABEL,
} from './football-event';
export type { LiveMarkerCode } from './live-marker';
export { isLiveMarker, LIVE_MARKER_LABELS, LiveMarker, liveMarkerLabel } from './live-marker';
export type { LiveProgress } from './live-progress';
export { isBackwardsUpdate } from './live-progress';
export { marketReturnRate } from './market-return-rate';
export type { AlertPage, MatchAlert } from './match-alert';
export { matchAlertsBetween } from './match-alert';
export { isFinished, isNewerUpdate, MATCH_STATUS_FINISHED } from './match-status';
export type { OddsInput } from './odds';
export { parseOdds } from './odds';
export {
  BASKETBALL_OVERTIME_MINUTES,
  BASKETBALL_QUARTER_MINUTES,
  FOOTBALL_AXIS_MINUTES,
  ODDS_CLOCK_TEXTS,
  oddsAxisMinutes,
  oddsClockMinute,
} from './odds-clock';
export {
  formatGoalHandicap,
  formatGoalTotal,
  formatOddsLine,
  formatPointSpread,
  formatPointTotal,
  goalHandicapSize,
  LEVEL_HANDICAP,
  RECEIVES_PREFIX,
} from './odds-line';
export type { OddsRow, OddsTriple } from './odds-row';
export { createOddsRow, oddsReturnRate } from './odds-row';
export { applyPagePatch, PagePatchError } from './page-patch-apply';
export type {
  PlayerAlert,
  PlayerAlertIncident,
  PlayerAlertPage,
} from './player-alert';
export { playerAlertsBetween } from './player-alert';
export type { BasketballPosition, FootballPosition } from './position';
export {
  BASKETBALL_POSITION_LABELS,
  basketballPositionLabel,
  FOOTBALL_POSITION_LABELS,
  footballPositionLabel,
  isBasketballPosition,
  isFootballPosition,
} from './position';
export { BASKETBALL_QUOTES } from './quotes/basketball-quotes';
export { FOOTBALL_QUOTES } from './quotes/football-quotes';
export { pickQuote } from './quotes/pick-quote';
export { basketballReturnRate, footballReturnRate, RETURN_RATE_DIGITS } from './return-rate';
export type { Scene, SceneTarget } from './scene';
export { MATCH_ID_PATTERN, matchScene, oddsScene, parseScene } from './scene';
export { searchKey } from './search-key';
export { isTrendMessageType, SocketMessageType } from './socket-message';
export type { Sport } from './sport';
export { isSport, SPORTS } from './sport';
export type { TrendMatchType } from './trend';
export {
  TREND_LENGTH_BASKETBALL,
  TREND_LENGTH_FOOTBALL,
  TREND_PERIOD_DEFAULT,
  TREND_PERIOD_TWO,
  trendLength,
  trendMatchType,
  trendPeriod,
} from './trend';
export type { UrlPolicy, UrlRefusal, UrlVerdict } from './url-policy';
export {
  checkAppUrl,
  checkBannerJump,
  checkImageUrl,
  checkWebUrl,
  DEFAULT_URL_POLICY,
  URL_POLICY_MAX_LENGTH,
} from './url-policy';
export { UserCallCode } from './user-call-code';
export type { BearerReading } from './user-token';
export {
  isUserToken,
  readBearerToken,
  USER_TOKEN_MAX_LENGTH,
  USER_TOKEN_MIN_LENGTH,
} from './user-token';
