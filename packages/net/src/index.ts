export type { CallOptions, KanqiuApi } from './api/create-api';
export { createApi } from './api/create-api';
export type { Emitter, Listener, Unsubscribe } from './emitter';
export type { TokenStorage } from './http/authorization';
export { readAuthorization } from './http/authorization';
export type { RequestErrorKind, RequestInfo, ValidationIssue } from './http/errors';
export {
  BusinessError,
  HttpError,
  isRequestError,
  NetworkError,
  RequestError,
  ResponseFormatError,
  TimeoutError,
  ValidationError,
} from './http/errors';
export type {
  HttpClient,
  HttpClientEvents,
  HttpClientOptions,
  RequestOptions,
  RequestResult,
} from './http/http-client';
export { createHttpClient } from './http/http-client';
export type { QueryParams, QueryValue } from './http/query-params';
export { appendQuery, encodeQuery } from './http/query-params';
export type { WebLogReport } from './http/web-log';
export { WEB_LOG_TYPE_MAX, webLogBody } from './http/web-log';
export type { Logger } from './logger';
export { consoleLogger } from './logger';
export { NET_MESSAGES } from './messages';
export { LiveSocket } from './socket/live-socket';
export type { LiveSocketFailure } from './socket/live-socket-error';
export { LiveSocketError } from './socket/live-socket-error';
export type {
  LivePage,
  LiveSocketEvents,
  LiveSocketOptions,
  SocketState,
  WebSocketConstructor,
} from './socket/live-socket-options';
export type { PageWakeSources, VisibilitySource } from './socket/page-wake';
export type { TimerHandle, Timers } from './timers';
export { globalTimers } from './timers';
