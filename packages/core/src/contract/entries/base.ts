/**
 * The contract's foundations: the answer envelope, the call shape, the socket's frames and scenes, the
 * scene subscription, the trend push, the client log, the app links, the advert banners and the world clock.
 *
 * `@kanqiu/core/contract/base`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
export type { AppLinks } from '../app-links';
export { appLinksCall, appLinksRequestSchema, appLinksSchema } from '../app-links';
export type { Banner, BannerListRequest } from '../banner';
export {
  bannerListCall,
  bannerListRequestSchema,
  bannerListResponseSchema,
  bannerSchema,
} from '../banner';
export type { CallBody, CallContract, CallData, CallRequest } from '../call-contract';
export type { ApiEnvelope } from '../envelope';
export { anyEnvelopeSchema, apiEnvelopeSchema, isoDateSchema } from '../envelope';
export type { PagePatchContent, PagePatchOp, PagePatchPath } from '../page-patch';
export { pagePatchContentSchema, pagePatchOpSchema } from '../page-patch';
export type { ScenePageBase, ScenePush, SceneSpec } from '../scene-spec';
export type { SearchEntry, SearchIndex, SearchKind, SearchTarget } from '../search-index';
export {
  SEARCH_KINDS,
  searchEntrySchema,
  searchIndexCall,
  searchIndexRequestSchema,
  searchIndexSchema,
  searchTargetSchema,
} from '../search-index';
export type { SocketInitContent, SocketMessage } from '../socket';
export {
  PAGE_DATA_MESSAGE_TYPE,
  PAGE_PATCH_MESSAGE_TYPE,
  pushStampEntries,
  SOCKET_PATCH_PARAM,
  SOCKET_PATCH_VERSION,
  socketInitContentSchema,
  socketMessageSchema,
} from '../socket';
export type { TrendContent } from '../trend';
export { trendContentSchema } from '../trend';
export type { UserSceneRequest, UserSceneResponse } from '../user-scene';
export {
  sceneSchema,
  userSceneCall,
  userSceneRequestSchema,
  userSceneResponseSchema,
} from '../user-scene';
export type { WebLogRequest } from '../web-log';
export {
  WEB_LOG_CALL,
  WEB_LOG_CONTENT_MAX,
  WEB_LOG_TYPE_MAX,
  webLogRequestSchema,
} from '../web-log';
export type { CompetitionClock, WorldClock, WorldMatchClock, WorldMode } from '../world-clock';
export {
  competitionClockSchema,
  WORLD_MODES,
  worldClockCall,
  worldClockRequestSchema,
  worldClockSchema,
  worldMatchClockSchema,
} from '../world-clock';
