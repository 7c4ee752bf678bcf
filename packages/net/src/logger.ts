/** Where @kanqiu/net writes its log lines. `console` fits; tests pass a recorder. */
export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The default logger: the global `console`, looked up at call time. */
export const consoleLogger: Logger = {
  info: (message, detail) => console.info(`[kanqiu/net] ${message}`, detail ?? ''),
  warn: (message, detail) => console.warn(`[kanqiu/net] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[kanqiu/net] ${message}`, detail ?? ''),
};
