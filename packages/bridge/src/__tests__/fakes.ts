import type { BridgeLogger, BridgeStorage, BridgeWindow } from '../index';

/** One call a fake host received: the method name and its arguments as the host saw them. */
export interface ReceivedCall {
  name: string;
  args: unknown[];
}

/** A logger that keeps what it was told. */
export function recordingLogger(): BridgeLogger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
  };
}

/** Web Storage over a Map. */
export function memoryStorage(): BridgeStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** An Android host with the given methods, recording each call with its `this`. */
export function androidHost(names: readonly string[]) {
  const calls: ReceivedCall[] = [];
  const host: Record<string, unknown> = {};
  for (const name of names) {
    host[name] = function (this: unknown, ...args: unknown[]) {
      if (this !== host) throw new Error('called without the android object as this');
      calls.push({ name, args });
    };
  }
  return { host, calls };
}

/** iOS message handlers for the given names, recording every posted body. */
export function webkitHost(names: readonly string[]) {
  const calls: ReceivedCall[] = [];
  const messageHandlers: Record<string, { postMessage(body: unknown): void }> = {};
  for (const name of names) {
    messageHandlers[name] = {
      postMessage(...args: unknown[]) {
        // WebKit throws on a missing argument; the fake must too, or the no-argument shape is untested.
        if (args.length !== 1) throw new TypeError('Not enough arguments');
        calls.push({ name, args });
      },
    };
  }
  return { host: { messageHandlers }, calls };
}

/** A window-like object with an empty navigator and its own storage. */
export function fakeWindow(extra: BridgeWindow = {}): BridgeWindow & Record<string, unknown> {
  return { navigator: { userAgent: '' }, localStorage: memoryStorage(), ...extra };
}
