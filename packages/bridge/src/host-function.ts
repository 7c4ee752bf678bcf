/**
 * The functions the native host calls on `window` (docs/behaviour.md §7) and the app handler each one runs.
 * `sendToken` stores the token before its handler runs; `getPageHeight`'s handler returns the height,
 * which the bridge sends back with `deliverPageHeight`.
 */
export interface HostHandlers {
  /** The host asks the page to reload its data (it then expects `refreshEnd`). */
  refresh: () => void;
  /**
   * The host pushed a login token; it is already stored. Receives the Authorization header value
   * (`Bearer …`), or `''` when the host cleared the token.
   */
  sendToken: (authorization: string) => void;
  /** The host asks the page to close its live socket (the app goes to the background). */
  closeSocket: () => void;
  /** The host asks for the page's content height; return it in CSS pixels. */
  getPageHeight: () => number | Promise<number>;
  /** The host asks the page to hide its advert banner. */
  unshowAdv: () => void;
  /** The host checks the bridge: show `message` as a toast. */
  testToast: (message: string) => void;
}

/** The name of a host-callable function. */
export type HostFunctionName = keyof HostHandlers;

/** Every host-callable function installed on `window`. */
export const HOST_FUNCTION_NAMES = [
  'refresh',
  'sendToken',
  'closeSocket',
  'getPageHeight',
  'unshowAdv',
  'testToast',
] as const satisfies readonly HostFunctionName[];

/**
 * Host calls waiting for a handler, per function. Older calls beyond it are dropped: a host that
 * calls before the app mounts calls a few times, not hundreds.
 */
export const HOST_CALL_QUEUE_LIMIT = 20;
