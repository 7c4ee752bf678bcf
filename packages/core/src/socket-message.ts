/** The `type` values of socket messages that seed §4 gives a meaning. */
export const SocketMessageType = {
  Ping: 'ping',
  Init: 'init',
  TrendFootball: 'trend_football_match',
  TrendBasketball: 'trend_basketball_match',
} as const;

/** A socket message type with a fixed meaning; any other type carries page data. */
export type KnownSocketMessageType = (typeof SocketMessageType)[keyof typeof SocketMessageType];

/** Every socket frame is a JSON object with a type and a content (seed §3). */
export interface SocketMessage<T = unknown> {
  type: string;
  content: T;
}

/** The content of the `init` message: the id the server gave this connection. */
export interface SocketInitContent {
  client_id: string;
}

/** The body of a subscribe call: which connection wants which scene. */
export interface SubscribeRequest {
  client_id: string;
  scene: string;
}

/** The type of page-data pushes sent by kanqiu's server (any type not listed above is page data). */
export const PAGE_DATA_MESSAGE_TYPE = 'page_data';

/** True when a socket message type carries trend data. */
export function isTrendMessageType(type: string): boolean {
  return type === SocketMessageType.TrendFootball || type === SocketMessageType.TrendBasketball;
}
