import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { type BridgeLogger, LOG_PREFIX } from '../bridge-logger';
import { type BridgeWindow, defaultWindow, hasNativeHost, windowStorage } from '../bridge-window';
import { detectNavigatorDevice } from '../device';
import type { HostFunctionName } from '../host-function';
import { SIMULATOR_TEXT } from '../text';
import { attachFakeHost, type SimulatedPlatform } from './fake-host';
import {
  formatCall,
  SIMULATOR_LOG_LIMIT,
  type SimulatorDirection,
  type SimulatorEntry,
} from './simulator-entry';
import { mountSimulatorPanel } from './simulator-panel';

/** Where and how the simulator starts. */
export interface HostSimulatorOptions {
  /**
   * The page's window.
   * @default globalThis.window
   */
  window?: BridgeWindow & Pick<Window, 'document'>;
  /**
   * The host it plays first; the panel can switch.
   * @default 'ios' when the user agent is an iPhone or iPad (devtools device mode), else 'android'
   */
  platform?: SimulatedPlatform;
  /**
   * Whether the panel starts open instead of as a small button.
   * @default false
   */
  expanded?: boolean;
  /**
   * Whether the fake host has the optional calls (`scheduleReminder`, `cancelReminder`,
   * `shareImage`); `false` plays an app version without them, to see the page's fallback.
   * @default true
   */
  optionalCalls?: boolean;
  /**
   * Where the simulator says why it did not start.
   * @default console
   */
  logger?: BridgeLogger;
}

/** A running simulator. */
export interface HostSimulator {
  /**
   * The element holding the panel (its content is in an open shadow root); `null` until the
   * document has a body.
   */
  readonly element: HTMLElement | null;
  /** The host it plays now. */
  platform(): SimulatedPlatform;
  /** Plays the other host from now on: the page's next calls take that shape. */
  setPlatform(platform: SimulatedPlatform): void;
  /** Everything logged so far, oldest first. */
  entries(): readonly SimulatorEntry[];
  /** Calls a host-callable function on the page, as the native host and the panel's buttons do. */
  callPage(name: HostFunctionName, ...args: unknown[]): void;
  /** Removes the panel and the fake host. */
  destroy(): void;
}

const SIMULATOR_KEY = Symbol.for('@kanqiu/bridge/simulator');

type SimulatorHolder = BridgeWindow &
  Pick<Window, 'document'> & { [SIMULATOR_KEY]?: HostSimulator };

/**
 * Starts the browser host-simulator for development: when no native host exists it attaches a
 * recording fake host and a floating panel that logs every call the page makes to the host and has
 * buttons for every host-callable function. Returns `null`, doing nothing, when a native host
 * exists or there is no document. Starting again on the same window returns the running one.
 *
 * Load it only in development so production bundles never contain it:
 *
 * @example
 * if (import.meta.env.DEV) {
 *   void import('@kanqiu/bridge/simulator').then((m) => m.installHostSimulator());
 * }
 */
export function installHostSimulator(options: HostSimulatorOptions = {}): HostSimulator | null {
  const win = (options.window ?? defaultWindow()) as SimulatorHolder | undefined;
  const logger = options.logger ?? console;
  if (!win?.document) return null;
  const running = win[SIMULATOR_KEY];
  if (running) return running;
  if (hasNativeHost(win)) {
    logger.info(`${LOG_PREFIX} a native host is present; the host simulator is not started.`);
    return null;
  }

  let platform: SimulatedPlatform =
    options.platform ?? (detectNavigatorDevice(win.navigator) === 'ios' ? 'ios' : 'android');
  let entries: SimulatorEntry[] = [];
  const add = (direction: SimulatorDirection, text: string) => {
    const entry: SimulatorEntry = { direction, text, time: Date.now() };
    entries.push(entry);
    if (entries.length > SIMULATOR_LOG_LIMIT) entries = entries.slice(-SIMULATOR_LOG_LIMIT);
    panel?.add(entry);
  };

  const callPage = (name: HostFunctionName, ...args: unknown[]) => {
    const fn = (win as unknown as Record<string, unknown>)[name];
    if (typeof fn !== 'function') {
      add('note', `${SIMULATOR_TEXT.notInstalled}window.${name}`);
      return;
    }
    add('to-page', formatCall(`window.${name}`, args));
    try {
      Reflect.apply(fn, win, args);
    } catch (error) {
      add('note', `${SIMULATOR_TEXT.failed}${String(error)}`);
    }
    if (name === 'sendToken') {
      const stored = windowStorage(win)?.getItem(TOKEN_STORAGE_KEY);
      add('note', stored ? `${SIMULATOR_TEXT.storedToken}${stored}` : SIMULATOR_TEXT.noStoredToken);
    }
  };

  const optional = options.optionalCalls ?? true;
  let detach = attachFakeHost(win, platform, (call) => add('to-host', call), optional);
  let panel: ReturnType<typeof mountSimulatorPanel> | undefined;
  const setPlatform = (next: SimulatedPlatform) => {
    if (next === platform) return;
    detach();
    platform = next;
    detach = attachFakeHost(win, platform, (call) => add('to-host', call), optional);
    panel?.setPlatform(platform);
  };

  const mount = () => {
    panel = mountSimulatorPanel(win.document, {
      platform,
      expanded: options.expanded ?? false,
      actions: {
        callPage: (name, args) => callPage(name, ...args),
        setPlatform,
        clear: () => {
          entries = [];
          panel?.clear();
        },
      },
    });
    for (const entry of entries) panel.add(entry);
  };
  if (win.document.body) mount();
  else win.document.addEventListener('DOMContentLoaded', mount, { once: true });

  const simulator: HostSimulator = {
    get element() {
      return panel?.element ?? null;
    },
    platform: () => platform,
    setPlatform,
    entries: () => entries.slice(),
    callPage,
    destroy: () => {
      detach();
      panel?.remove();
      win.document.removeEventListener('DOMContentLoaded', mount);
      delete win[SIMULATOR_KEY];
    },
  };
  Object.defineProperty(win, SIMULATOR_KEY, { value: simulator, configurable: true });
  return simulator;
}
