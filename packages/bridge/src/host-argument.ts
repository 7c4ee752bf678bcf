/**
 * The arguments of `window.android.<name>(…)`: Android's JavaScript interface passes simple types
 * only, so anything that is not a string is sent as JSON.
 */
export function androidArguments(value: unknown): string[] {
  if (value === undefined) return [];
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

/**
 * The body of `window.webkit.messageHandlers.<name>.postMessage(…)`. WebKit requires an argument, so a
 * call without one posts `null` (`NSNull` on the Swift side).
 */
export function iosBody(value: unknown): unknown {
  return value === undefined ? null : value;
}
