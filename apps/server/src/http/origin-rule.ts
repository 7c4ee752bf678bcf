/** Which browser origins may call: `true` any, `false` only the server's own, or a list. */
export type OriginRule = boolean | readonly string[];

/**
 * True when a request with this `Origin` may go on: no `Origin` (not a browser page), the server's
 * own origin (its `Host`), or one the rule allows. Used for the socket's upgrade, where CORS does not
 * apply and a page on any site could otherwise open a connection.
 */
export function originAllowed(
  rule: OriginRule,
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (origin === undefined || rule === true) return true;
  if (host !== undefined && sameHost(origin, host)) return true;
  return rule !== false && rule.includes(origin);
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
