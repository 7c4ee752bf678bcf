export type {
  CallArgs,
  CallOptions,
  DownloadContract,
  KanqiuApi,
  UploadContract,
} from './api/create-api';
export { createApi } from './api/create-api';
export type { Listener, Unsubscribe } from './emitter';
export type { TokenStorage } from './http/authorization';
export type { RequestErrorKind, RequestInfo, ValidationIssue } from './http/errors';
export {
  BusinessError,
  HttpError,
  isRequestError,
  NetworkError,
  NotFoundError,
  RequestError,
  ResponseFormatError,
  TimeoutError,
  ValidationError,
} from './http/errors';
export type { HttpClient, HttpClientEvents, HttpClientOptions } from './http/http-client';
export { createHttpClient } from './http/http-client';
export type { QueryParams, QueryValue } from './http/query-params';
export type { RequestOptions, RequestResult } from './http/request-options';
export type { Logger } from './logger';
export { LiveSocket } from './socket/live-socket';
export type { LiveSocketFailure } from './socket/live-socket-error';
export { LiveSocketError } from './socket/live-socket-error';
export type {
  AnyScenePush,
  LiveSocketEvents,
  LiveSocketOptions,
  SocketState,
  WebSocketConstructor,
} from './socket/live-socket-options';
export type { PageWakeSources, VisibilitySource } from './socket/page-wake';
export type { PatchStep, ScenePatcher } from './socket/scene-patcher';
export type { TimerHandle, Timers } from './timers';
