export type { Agreement, AgreementRequest, AgreementType } from './agreement';
export { AGREEMENT_TYPES, agreementRequestSchema, agreementSchema } from './agreement';
export type { Banner, BannerListRequest } from './banner';
export { bannerListRequestSchema, bannerListResponseSchema, bannerSchema } from './banner';
export { anyEnvelopeSchema, apiEnvelopeSchema, isoDateSchema } from './envelope';
export type {
  ModelCount,
  ModelCountRequest,
  ModelDay,
  ModelDayRequest,
  ModelInit,
  ModelPick,
} from './model';
export {
  modelCountRequestSchema,
  modelCountResponseSchema,
  modelDayRequestSchema,
  modelDayResponseSchema,
  modelInitRequestSchema,
  modelInitResponseSchema,
  modelPickSchema,
} from './model';
export type { PageDataBase } from './socket';
export { pageDataBaseSchema, socketInitContentSchema, socketMessageSchema } from './socket';
export type { TrendContent } from './trend';
export { trendContentSchema } from './trend';
export type { UserSceneRequest, UserSceneResponse } from './user-scene';
export { sceneSchema, userSceneRequestSchema, userSceneResponseSchema } from './user-scene';
export type { WebLogRequest } from './web-log';
export { WEB_LOG_CONTENT_MAX, webLogRequestSchema } from './web-log';
