import { BannerJumpType, checkBannerJump, type UrlPolicy } from '@kanqiu/core';
import type { NativeCallName, NativeCalls } from './native-call';

/** The single value a call sends, or `undefined` for a call without argument; or why it is refused. */
export type CallArgument = { ok: true; value: unknown } | { ok: false; reason: string };

const JUMP_TYPES: readonly unknown[] = Object.values(BannerJumpType);

/**
 * Checks and normalises the argument of a call before it reaches the host, so the native side
 * always gets the same shape: a match id as a string, a height as whole CSS pixels rounded up (the
 * host must not clip the last line), an advert as exactly `{jump_url, jump_url_type}` and only with
 * a link `policy` allows (an App jump in the app's scheme, a Web jump to an `https:` page, …): the
 * host never receives a `javascript:` or `intent:` link from the page.
 */
export function callArgument<N extends NativeCallName>(
  name: N,
  args: NativeCalls[N],
  policy: UrlPolicy,
): CallArgument {
  const arg: unknown = args[0];
  switch (name) {
    case 'getMatchId': {
      if (typeof arg === 'number' && Number.isFinite(arg)) return { ok: true, value: String(arg) };
      if (typeof arg === 'string' && arg.trim() !== '') return { ok: true, value: arg.trim() };
      return { ok: false, reason: 'a match id must be a non-empty string or a finite number' };
    }
    case 'deliverPageHeight': {
      if (typeof arg === 'number' && Number.isFinite(arg) && arg >= 0) {
        return { ok: true, value: Math.ceil(arg) };
      }
      return { ok: false, reason: 'a page height must be a finite number ≥ 0' };
    }
    case 'getAdvMsg': {
      const advert = arg as { jump_url?: unknown; jump_url_type?: unknown } | null | undefined;
      if (typeof advert?.jump_url !== 'string' || !JUMP_TYPES.includes(advert.jump_url_type)) {
        return { ok: false, reason: 'an advert needs a string jump_url and jump_url_type 1 or 2' };
      }
      const verdict = checkBannerJump(
        { jump_url: advert.jump_url, jump_url_type: advert.jump_url_type },
        policy,
      );
      if (!verdict.ok) {
        return { ok: false, reason: `the link is refused by the URL policy (${verdict.reason})` };
      }
      return {
        ok: true,
        value: { jump_url: advert.jump_url, jump_url_type: advert.jump_url_type },
      };
    }
    default:
      return { ok: true, value: undefined };
  }
}

// The channel's argument shapes live apart so the optional calls can use them without the policy.
export { androidArguments, iosBody } from './host-argument';
