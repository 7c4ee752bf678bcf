import { DEFAULT_URL_POLICY, type UrlPolicy } from '@kanqiu/core';
import { type BridgeLogger, LOG_PREFIX } from './bridge-logger';
import {
  type BridgeStorage,
  type BridgeWindow,
  defaultWindow,
  hasNativeHost,
  windowStorage,
} from './bridge-window';
import { type Device, detectNavigatorDevice } from './device';
import { createHandlerRegistry, type HostCallRunner } from './handler-registry';
import { HOST_FUNCTION_NAMES, type HostFunctionName, type HostHandlers } from './host-function';
import type { AdvertMessage, MatchId } from './native-call';
import { createNativeCaller, type NativeCaller } from './native-caller';
import { BRIDGE_TEXT } from './text';
import { storeHostToken } from './token-store';

/** Where the bridge runs. Every part can be injected; tests pass a plain object as the window. */
export interface BridgeOptions {
  /**
   * The window the host functions are installed on and the native host is read from.
   * @default globalThis.window (none outside a browser: calls are then logged no-ops)
   */
  window?: BridgeWindow;
  /**
   * Where `sendToken` stores the token.
   * @default window.localStorage
   */
  storage?: BridgeStorage;
  /**
   * Where ignored calls and failing handlers are reported.
   * @default console
   */
  logger?: BridgeLogger;
  /**
   * The user agent the device is read from.
   * @default window.navigator.userAgent
   */
  userAgent?: string;
  /**
   * Which advert links may reach the host (`getAdvMsg`): a refused one is logged and never sent.
   * @default DEFAULT_URL_POLICY (App jumps in the `kanqiu` scheme or to a route, Web jumps to `https:`)
   */
  urlPolicy?: UrlPolicy;
}

/** The typed bridge between the page and its native host. */
export interface Bridge {
  /** The device, read once from the user agent when the bridge was installed. */
  readonly device: Device;
  /** Whether a native host (or the development simulator) is attached right now. */
  hasNativeHost(): boolean;
  /** Sends any call by name; `true` when a host method received it. */
  readonly call: NativeCaller;
  /** Tells the host a refresh it asked for is done. */
  refreshEnd(): boolean;
  /** Tells the host which match the page shows; sent as a string. */
  getMatchId(matchId: MatchId): boolean;
  /** Sends the page height in CSS pixels, rounded up to a whole pixel. */
  deliverPageHeight(height: number): boolean;
  /** Tells the host the user closed the advert. */
  closeAdv(): boolean;
  /**
   * Tells the host the user tapped an advert; only `jump_url` and `jump_url_type` are sent, and only
   * when the link passes the URL policy (false, and a log line, otherwise).
   */
  getAdvMsg(advert: AdvertMessage): boolean;
  /**
   * Registers the app's handler of a host-callable function, replacing any earlier one. Host calls
   * that came before it run now, in order. Returns a function that unregisters it (fit for a React
   * effect cleanup); later host calls then wait for the next handler.
   *
   * @example
   * useEffect(() => bridge.handle('refresh', reload), [reload]);
   */
  handle<N extends HostFunctionName>(name: N, handler: HostHandlers[N]): () => void;
}

/** The window functions the host calls, as installed: they accept anything and never throw. */
type InstalledFunctions = Record<HostFunctionName, (...args: unknown[]) => void>;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

const BRIDGE_KEY = Symbol.for('@kanqiu/bridge');

type BridgeHolder = BridgeWindow & { [BRIDGE_KEY]?: Bridge };

/**
 * Installs the host-callable functions (`refresh`, `sendToken`, `closeSocket`, `getPageHeight`,
 * `unshowAdv`, `testToast`) on the window and returns the window's bridge. Installing is idempotent:
 * a second call for the same window returns the same bridge (its options are ignored), so the
 * functions are never wrapped twice and a host call never runs two handlers.
 *
 * @example
 * const bridge = installBridge();
 * bridge.handle('getPageHeight', () => document.documentElement.scrollHeight);
 * bridge.getMatchId(matchId);
 */
export function installBridge(options: BridgeOptions = {}): Bridge {
  const win = (options.window ?? defaultWindow()) as BridgeHolder | undefined;
  const existing = win?.[BRIDGE_KEY];
  if (existing) return existing;

  const logger = options.logger ?? console;
  const storage = options.storage ?? windowStorage(win);
  const device = detectNavigatorDevice(
    options.userAgent === undefined
      ? win?.navigator
      : { userAgent: options.userAgent, maxTouchPoints: win?.navigator?.maxTouchPoints },
  );
  const call = createNativeCaller(win, logger, options.urlPolicy ?? DEFAULT_URL_POLICY);

  const run: HostCallRunner = (name, handler, args) => {
    try {
      const result: unknown = Reflect.apply(handler, undefined, args);
      if (name === 'getPageHeight') deliverHeight(result);
      else if (isThenable(result)) result.then(undefined, (error) => failed(name, error));
    } catch (error) {
      failed(name, error);
    }
  };
  const failed = (name: HostFunctionName, error: unknown) =>
    logger.error(`${LOG_PREFIX} the ${name} handler failed.`, error);
  const deliverHeight = (result: unknown) => {
    if (typeof result === 'number') {
      call('deliverPageHeight', result);
      return;
    }
    if (isThenable(result)) {
      result.then(deliverHeight, (error) => failed('getPageHeight', error));
      return;
    }
    logger.warn(`${LOG_PREFIX} the getPageHeight handler returned no number.`, result);
  };
  const registry = createHandlerRegistry(run, logger);

  const functions: InstalledFunctions = {
    refresh: () => registry.dispatch('refresh', []),
    sendToken: (token) => {
      const authorization = storeHostToken(token, storage, logger);
      if (authorization !== null) registry.dispatch('sendToken', [authorization]);
    },
    closeSocket: () => registry.dispatch('closeSocket', []),
    getPageHeight: () => registry.dispatch('getPageHeight', []),
    unshowAdv: () => registry.dispatch('unshowAdv', []),
    testToast: (message) => {
      if (message !== undefined && typeof message !== 'string') {
        logger.warn(`${LOG_PREFIX} testToast got a ${typeof message}; the default text is shown.`);
      }
      const text = typeof message === 'string' && message.trim() !== '' ? message : undefined;
      registry.dispatch('testToast', [text ?? BRIDGE_TEXT.testToastDefault]);
    },
  };

  const bridge: Bridge = {
    device,
    hasNativeHost: () => hasNativeHost(win),
    call,
    refreshEnd: () => call('refreshEnd'),
    getMatchId: (matchId) => call('getMatchId', matchId),
    deliverPageHeight: (height) => call('deliverPageHeight', height),
    closeAdv: () => call('closeAdv'),
    getAdvMsg: (advert) => call('getAdvMsg', advert),
    handle: (name, handler) => registry.set(name, handler),
  };

  if (win) {
    const target = win as Record<string, unknown>;
    for (const name of HOST_FUNCTION_NAMES) target[name] = functions[name];
    Object.defineProperty(win, BRIDGE_KEY, { value: bridge, configurable: true });
  }
  return bridge;
}
