import { APP_DEEP_LINK_SCHEME } from './app-link';
import { BannerJumpType } from './banner';

/**
 * Which links and images the app accepts from data it did not write itself (banners, the generic
 * webview's `url`), **kanqiu design** (docs/reliability.md §4). One policy, used by `@kanqiu/ui`, the
 * app and `@kanqiu/bridge`, so a link refused on screen is refused again before the native host.
 */
export interface UrlPolicy {
  /** The app's own deep-link scheme, without `:` (`kanqiu`): the only scheme of an app jump. */
  readonly appScheme: string;
  /**
   * Hosts whose `http:` pages and images are allowed besides `https:` ones, for development
   * (`localhost`, `127.0.0.1:8080`); a host with a port allows that port only. Empty in production.
   */
  readonly httpHosts: readonly string[];
  /** Hosts images may come from besides the app's own origins (`img.example.com`); `https:` only. */
  readonly imageHosts: readonly string[];
  /** Origins the app itself is served from (`https://m.example.com`): their images are allowed. */
  readonly ownOrigins: readonly string[];
  /** Allows `data:` images (png, jpeg, gif, webp, svg), for offline stories. @default false */
  readonly dataImages?: boolean;
}

/** Why a URL was refused. */
export type UrlRefusal =
  /** Not a string, too long, control characters, spaces or backslashes: nothing to interpret. */
  | 'malformed'
  /** A scheme this kind of link may not have (`javascript:`, `intent:`, `data:`, `file:` …). */
  | 'scheme'
  /** A host this kind of link may not go to (an `http:` page or an image from elsewhere). */
  | 'host'
  /** `user:password@` before the host: a classic way to disguise where a link goes. */
  | 'credentials';

/** What a check decided: the URL to use, or why it was refused. */
export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

/** The policy when nothing is configured: the app's scheme, `https:` only, images from nowhere else. */
export const DEFAULT_URL_POLICY: UrlPolicy = {
  appScheme: APP_DEEP_LINK_SCHEME,
  httpHosts: [],
  imageHosts: [],
  ownOrigins: [],
};

/** Longest URL accepted. */
export const URL_POLICY_MAX_LENGTH = 2_048;

/** Unicode spaces and invisible marks a URL may not hold (besides the ASCII controls). */
const UNICODE_SPACE = /[\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const AUTHORITY = /^\/\/([^/?#]*)/;
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

interface ParsedUrl {
  /** Lower case, without `:`; `null` for a path on the app's own host. */
  scheme: string | null;
  /** `host` or `host:port`, lower case, for `http:`/`https:` only. */
  host: string | null;
}

function parse(raw: unknown): ParsedUrl | UrlRefusal {
  if (typeof raw !== 'string' || raw === '' || raw.length > URL_POLICY_MAX_LENGTH) {
    return 'malformed';
  }
  if (hasUnsafeCharacter(raw)) return 'malformed';
  // A path on the app's own host: one slash, never `//` (which names another host).
  if (raw.startsWith('/')) return raw.startsWith('//') ? 'malformed' : { scheme: null, host: null };
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
  if (!scheme) return 'malformed';
  if (scheme !== 'http' && scheme !== 'https') return { scheme, host: null };
  const authority = AUTHORITY.exec(raw.slice(scheme.length + 1))?.[1];
  if (authority === undefined) return 'malformed';
  if (authority.includes('@')) return 'credentials';
  const host = authority.toLowerCase();
  const port = HOST.exec(host);
  if (!port || (port[1] !== undefined && Number(port[1]) > 65_535)) return 'malformed';
  return { scheme, host };
}

/**
 * Anything a browser strips or reinterprets before it reads the scheme (`java\tscript:`, a leading
 * space, `\\` for `/`) would let the URL mean something else than what this check read.
 */
function hasUnsafeCharacter(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x5c) return true;
  }
  return UNICODE_SPACE.test(raw);
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const bare = host.replace(/:\d+$/, '');
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted === host || wanted === bare;
  });
}

function isOwnOrigin(scheme: string, host: string, policy: UrlPolicy): boolean {
  return policy.ownOrigins.some((origin) => origin.toLowerCase() === `${scheme}://${host}`);
}

/**
 * A web page link (a banner's Web jump, the generic webview's `url`): `https:` anywhere, `http:` only
 * to a host of `httpHosts` or an own origin, or a path on the app's own host (`/#/pages/…`).
 *
 * @example
 * checkWebUrl('javascript:alert(1)', DEFAULT_URL_POLICY); // { ok: false, reason: 'scheme' }
 */
export function checkWebUrl(raw: unknown, policy: UrlPolicy): UrlVerdict {
  const parsed = parse(raw);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const url = raw as string;
  if (parsed.scheme === null || parsed.scheme === 'https') return { ok: true, url };
  if (parsed.scheme !== 'http' || parsed.host === null) return { ok: false, reason: 'scheme' };
  return hostAllowed(parsed.host, policy.httpHosts) || isOwnOrigin('http', parsed.host, policy)
    ? { ok: true, url }
    : { ok: false, reason: 'host' };
}

/**
 * An in-app link (a banner's App jump): the app's own scheme (`kanqiu://match/2058017`) or a route of
 * the app (`/pages/soccer/live/live?match_id=2058017`). Any other scheme — `intent:`, `javascript:`,
 * `http(s):` — is refused.
 */
export function checkAppUrl(raw: unknown, policy: UrlPolicy): UrlVerdict {
  const parsed = parse(raw);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const own = policy.appScheme.toLowerCase();
  return parsed.scheme === null || parsed.scheme === own
    ? { ok: true, url: raw as string }
    : { ok: false, reason: 'scheme' };
}

/**
 * An image URL (a banner's picture): a path on the app's own host, an own origin, an `https:` host of
 * `imageHosts`, an `http:` host of both `imageHosts` and `httpHosts`, or — when the policy allows it —
 * a `data:` image.
 */
export function checkImageUrl(raw: unknown, policy: UrlPolicy): UrlVerdict {
  if (policy.dataImages === true && typeof raw === 'string' && DATA_IMAGE.test(raw)) {
    return raw.length <= 1_000_000 ? { ok: true, url: raw } : { ok: false, reason: 'malformed' };
  }
  const parsed = parse(raw);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const url = raw as string;
  if (parsed.scheme === null) return { ok: true, url };
  if ((parsed.scheme !== 'https' && parsed.scheme !== 'http') || parsed.host === null) {
    return { ok: false, reason: 'scheme' };
  }
  if (isOwnOrigin(parsed.scheme, parsed.host, policy)) return { ok: true, url };
  const listed = hostAllowed(parsed.host, policy.imageHosts);
  const allowed =
    parsed.scheme === 'https' ? listed : listed && hostAllowed(parsed.host, policy.httpHosts);
  return allowed ? { ok: true, url } : { ok: false, reason: 'host' };
}

/** A banner's jump, checked by its kind: 1 App → {@link checkAppUrl}, 2 Web → {@link checkWebUrl}. */
export function checkBannerJump(
  jump: { jump_url: unknown; jump_url_type: unknown },
  policy: UrlPolicy,
): UrlVerdict {
  if (jump.jump_url_type === BannerJumpType.App) return checkAppUrl(jump.jump_url, policy);
  if (jump.jump_url_type === BannerJumpType.Web) return checkWebUrl(jump.jump_url, policy);
  return { ok: false, reason: 'scheme' };
}
