/**
 * The `type` values of socket messages with a fixed meaning (docs/behaviour.md §4); any other type
 * carries page data. The shapes of the messages are in `@kanqiu/core/contract`.
 */
export const SocketMessageType = {
  Ping: 'ping',
  Init: 'init',
  TrendFootball: 'trend_football_match',
  TrendBasketball: 'trend_basketball_match',
} as const;

/** True when a socket message type carries trend data. */
export function isTrendMessageType(type: string): boolean {
  return type === SocketMessageType.TrendFootball || type === SocketMessageType.TrendBasketball;
}
