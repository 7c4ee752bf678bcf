import type { UrlPolicy } from '@kanqiu/core';
import { type BridgeLogger, LOG_PREFIX } from './bridge-logger';
import type { BridgeWindow } from './bridge-window';
import { androidArguments, callArgument, iosBody } from './call-argument';
import type { NativeCallName, NativeCalls } from './native-call';

/** Sends one call to the native host; `true` when a host method received it. */
export type NativeCaller = <N extends NativeCallName>(name: N, ...args: NativeCalls[N]) => boolean;

/**
 * Creates the function that reaches the native host of `win`. The channel is chosen on every call by
 * what exists then: `window.android.<name>` first, else `window.webkit.messageHandlers.<name>`, so a
 * host attached after the bridge (or the development simulator) is still reached. A missing method is
 * logged once per name and ignored; a throwing host method is logged; neither throws into the page.
 */
export function createNativeCaller(
  win: BridgeWindow | undefined,
  logger: BridgeLogger,
  policy: UrlPolicy,
): NativeCaller {
  const reportedMissing = new Set<NativeCallName>();

  return (name, ...args) => {
    const argument = callArgument(name, args, policy);
    if (!argument.ok) {
      logger.warn(`${LOG_PREFIX} ${name} not sent: ${argument.reason}.`, args[0]);
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
      return false;
    }
    if (!reportedMissing.has(name)) {
      reportedMissing.add(name);
      logger.warn(`${LOG_PREFIX} no native host method ${name}; the call is ignored.`);
    }
    return false;
  };
}
