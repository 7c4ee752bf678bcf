import { BannerJumpType, checkWebUrl, DEFAULT_URL_POLICY } from '@kanqiu/core';
import type { BannerJump } from '@kanqiu/ui';
import { splitHash } from '../../routing/hash-location';
import { isKnownPage, navigateTo } from '../../routing/navigation';

/**
 * Opens a tapped advert in the page itself, for a browser without a native host (which would open
 * it through `getAdvMsg`): an App jump that is a page of this app opens that page, a Web jump to a
 * path of this host loads it. Anything else is left alone. Returns whether it opened something.
 */
export function openAdvertInPage(jump: BannerJump): boolean {
  const url = jump.jump_url;
  if (jump.jump_url_type === BannerJumpType.App && isKnownPage(splitHash(url).path)) {
    return navigateTo(url);
  }
  // A path of this host only, by the URL policy: a backslash (`/\evil.example`) would leave it.
  const path = jump.jump_url_type === BannerJumpType.Web && url.startsWith('/');
  if (path && checkWebUrl(url, DEFAULT_URL_POLICY).ok) {
    window.location.assign(url);
    return true;
  }
  return false;
}
