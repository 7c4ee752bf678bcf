import type { DeviceNavigator } from './device';

/**
 * The Android host: the object the app exposes with `addJavascriptInterface(…, "android")`. Its
 * methods take strings only.
 */
export type AndroidHost = Record<string, unknown>;

/** One iOS `WKScriptMessageHandler` as the page sees it. */
export interface WebkitMessageHandler {
  postMessage(body: unknown): unknown;
}

/** `window.webkit` inside a WKWebView: one handler per name the app registered. */
export interface WebkitHost {
  messageHandlers?: Record<string, WebkitMessageHandler | undefined>;
}

/** The slice of Web Storage the bridge uses (`localStorage` by default). */
export interface BridgeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The window-like object the bridge works on. A browser `Window` fits it; tests pass a plain object.
 * The host-callable functions (`refresh`, `sendToken`, …) are written onto it by `installBridge`.
 */
export interface BridgeWindow {
  android?: AndroidHost;
  webkit?: WebkitHost;
  navigator?: DeviceNavigator;
  localStorage?: BridgeStorage;
}

/** `globalThis.window` when the code runs in a browser, otherwise `undefined`. */
export function defaultWindow(): BridgeWindow | undefined {
  return (globalThis as { window?: BridgeWindow }).window;
}

/** Whether a real or simulated native host is attached to the window. */
export function hasNativeHost(win: BridgeWindow | undefined): boolean {
  if (!win) return false;
  const android = win.android;
  if (android !== null && (typeof android === 'object' || typeof android === 'function')) {
    return true;
  }
  const handlers = win.webkit?.messageHandlers;
  return handlers !== null && typeof handlers === 'object';
}

/** `win.localStorage`, or `undefined` when the page may not use storage (it throws then). */
export function windowStorage(win: BridgeWindow | undefined): BridgeStorage | undefined {
  try {
    return win?.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
