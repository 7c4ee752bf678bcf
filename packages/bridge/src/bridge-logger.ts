/** Where the bridge reports ignored calls and failing handlers. `console` fits it. */
export interface BridgeLogger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The prefix of every message the bridge logs. */
export const LOG_PREFIX = '[kanqiu/bridge]';
