import type { AndroidHost, BridgeWindow, WebkitHost } from '../bridge-window';
import { OPTIONAL_CALL_NAMES } from '../host-calls/optional-call';
import { NATIVE_CALL_NAMES } from '../native-call';
import { formatCall } from './simulator-entry';

/** Which native host the simulator plays. */
export type SimulatedPlatform = 'android' | 'ios';

/**
 * Attaches a recording host to the window in the shape of a real one: `window.android` with a method
 * per call (taking strings, as Android's interface does), or `window.webkit.messageHandlers` with a
 * handler per call (throwing on a missing argument, as WebKit does). Every call is reported as code.
 * With `optional`, it also has the optional calls (reminders, sharing an image), as a current app
 * does; without, it plays an older app that lacks them. Returns the function that removes it and
 * restores what was there.
 */
export function attachFakeHost(
  win: BridgeWindow,
  platform: SimulatedPlatform,
  report: (call: string) => void,
  optional = true,
): () => void {
  const names: readonly string[] = optional
    ? [...NATIVE_CALL_NAMES, ...OPTIONAL_CALL_NAMES]
    : NATIVE_CALL_NAMES;
  if (platform === 'android') {
    const previous = win.android;
    const android: AndroidHost = {};
    for (const name of names) {
      android[name] = (...args: unknown[]) => {
        report(formatCall(`android.${name}`, args));
      };
    }
    win.android = android;
    return () => {
      if (win.android === android) restore(win, 'android', previous);
    };
  }

  const previous = win.webkit;
  const messageHandlers: NonNullable<WebkitHost['messageHandlers']> = {};
  for (const name of names) {
    messageHandlers[name] = {
      postMessage: (...args: unknown[]) => {
        if (args.length === 0) throw new TypeError('Not enough arguments');
        report(formatCall(`webkit.messageHandlers.${name}.postMessage`, args));
      },
    };
  }
  const webkit: WebkitHost = { messageHandlers };
  win.webkit = webkit;
  return () => {
    if (win.webkit === webkit) restore(win, 'webkit', previous);
  };
}

function restore<K extends 'android' | 'webkit'>(
  win: BridgeWindow,
  key: K,
  previous: BridgeWindow[K],
) {
  if (previous === undefined) delete win[key];
  else win[key] = previous;
}
