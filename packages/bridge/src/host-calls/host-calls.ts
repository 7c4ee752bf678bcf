import { type BridgeLogger, LOG_PREFIX } from '../bridge-logger';
import { type BridgeWindow, defaultWindow } from '../bridge-window';
import { androidArguments, iosBody } from '../host-argument';
import { optionalArgument } from './optional-argument';
import type { MatchReminder, OptionalCallName, OptionalCalls, SharedImage } from './optional-call';

/** Where the optional calls go. Tests pass a plain object as the window. */
export interface HostCallsOptions {
  /** @default globalThis.window */
  window?: BridgeWindow;
  /** @default console */
  logger?: BridgeLogger;
}

/** The optional calls of the native host, each usable only when `supports` says so. */
export interface HostCalls {
  /** Whether the attached host has this call now (a method of `window.android`, or a WebKit handler). */
  supports(name: OptionalCallName): boolean;
  /** Sends any optional call by name; `true` when a host method received it. */
  call<N extends OptionalCallName>(name: N, ...args: OptionalCalls[N]): boolean;
  /** Schedules (or replaces) a match's reminder; `true` when the host received it. */
  scheduleReminder(reminder: MatchReminder): boolean;
  /** Cancels a match's reminder; `true` when the host received it. */
  cancelReminder(matchId: string): boolean;
  /** Shares an image through the host's share sheet; `true` when the host received it. */
  shareImage(image: SharedImage): boolean;
}

/**
 * The optional calls to the native host: calls an app version may lack, so a page feature-detects
 * each one with `supports` and offers it only then. The channel is read on every call, as for the
 * bridge's own calls (`window.android.<name>` first, else `window.webkit.messageHandlers.<name>`);
 * an invalid argument is logged and never sent; a missing or throwing host method returns `false`.
 * None of this is installed on the window, and the bridge's own calls are unchanged.
 *
 * @example
 * const host = createHostCalls();
 * if (host.supports('scheduleReminder')) host.scheduleReminder(reminder);
 * else showText('需要在看球App中使用');
 */
export function createHostCalls(options: HostCallsOptions = {}): HostCalls {
  const win = options.window ?? defaultWindow();
  const logger = options.logger ?? console;

  const supports = (name: OptionalCallName): boolean => {
    if (typeof win?.android?.[name] === 'function') return true;
    return typeof win?.webkit?.messageHandlers?.[name]?.postMessage === 'function';
  };

  const call = <N extends OptionalCallName>(name: N, ...args: OptionalCalls[N]): boolean => {
    const argument = optionalArgument(name, args);
    if (!argument.ok) {
      logger.warn(`${LOG_PREFIX} ${name} not sent: ${argument.reason}.`);
      return false;
    }
    try {
      const android = win?.android;
      const method = android?.[name];
      if (typeof method === 'function') {
        Reflect.apply(method, android, androidArguments(argument.value));
        return true;
      }
      const handler = win?.webkit?.messageHandlers?.[name];
      if (typeof handler?.postMessage === 'function') {
        handler.postMessage(iosBody(argument.value));
        return true;
      }
    } catch (error) {
      logger.error(`${LOG_PREFIX} the native host failed on ${name}.`, error);
    }
    return false;
  };

  return {
    supports,
    call,
    scheduleReminder: (reminder) => call('scheduleReminder', reminder),
    cancelReminder: (matchId) => call('cancelReminder', matchId),
    shareImage: (image) => call('shareImage', image),
  };
}
