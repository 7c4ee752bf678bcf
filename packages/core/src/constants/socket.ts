/** The keep-alive text the client sends, and the server answers with (docs/behaviour.md §4, §7). */
export const SOCKET_PING_MESSAGE = 'ping';
/** Interval of the keep-alive ping (docs/behaviour.md §9): 10 s. */
export const SOCKET_PING_INTERVAL_MS = 10_000;
/** Delay before a reconnect attempt (docs/behaviour.md §9): 30 s. */
export const SOCKET_RECONNECT_DELAY_MS = 30_000;
/**
 * Upper bound of the random spread added to each reconnect delay (kanqiu's addition to
 * docs/behaviour.md §9): every attempt waits `SOCKET_RECONNECT_DELAY_MS` plus a uniform random 0–5 s,
 * so clients cut off by the same outage do not all come back in the same second.
 */
export const SOCKET_RECONNECT_JITTER_MS = 5_000;
/**
 * Reconnect attempts before giving up (docs/behaviour.md §9): 6. Reconnecting stops once the counter exceeds 5,
 * so attempts number 1 to 6 are made and a 7th is not.
 */
export const SOCKET_MAX_RECONNECT_ATTEMPTS = 6;
/**
 * Keep-alive periods without any frame after which a link counts as silent and is treated as closed
 * (kanqiu's addition: a half-open connection otherwise stays "open" forever on mobile networks).
 */
export const SOCKET_SILENT_PERIODS = 3;
/** Error message when sending or closing with no socket (docs/behaviour.md §8). */
export const SOCKET_NOT_CONNECTED_MESSAGE = 'WebSocket not connected';
