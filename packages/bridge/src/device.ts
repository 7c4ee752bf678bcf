/** The platform of the native host, from the user agent (docs/behaviour.md §3). */
export type Device = 'android' | 'ios' | 'unknown';

/** Every {@link Device} value. */
export const DEVICES: readonly Device[] = ['android', 'ios', 'unknown'];

const ANDROID = /\bAndroid\b/i;
const IOS = /\b(?:iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;

/**
 * Reads the device from a user-agent string: `android` for Android (phones, tablets and their
 * webviews), `ios` for iPhone, iPad and iPod, `unknown` for anything else (desktop browsers).
 *
 * iPadOS 13+ reports a desktop Mac user agent in Safari and in WKWebView, so a Mac user agent on a
 * touch screen (`maxTouchPoints > 1`, which no Mac has) counts as `ios`.
 *
 * @param userAgent `navigator.userAgent`.
 * @param maxTouchPoints `navigator.maxTouchPoints`; only used to tell an iPad from a Mac.
 * @example
 * detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) …'); // 'android'
 * detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) …'); // 'ios'
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (ANDROID.test(userAgent)) return 'android';
  if (IOS.test(userAgent)) return 'ios';
  if (MAC.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'unknown';
}

/** The navigator fields device detection reads. */
export interface DeviceNavigator {
  userAgent?: string;
  maxTouchPoints?: number;
}

/** Detects the device of a navigator-like object; no navigator means `unknown`. */
export function detectNavigatorDevice(navigator: DeviceNavigator | undefined): Device {
  return detectDevice(navigator?.userAgent ?? '', navigator?.maxTouchPoints ?? 0);
}

let currentDevice: Device | undefined;

/**
 * The device this page runs on, detected once from `globalThis.navigator` on first use and the same
 * value afterwards. Outside a browser it is `unknown`.
 */
export function getDevice(): Device {
  currentDevice ??= detectNavigatorDevice(
    (globalThis as { navigator?: DeviceNavigator }).navigator,
  );
  return currentDevice;
}
