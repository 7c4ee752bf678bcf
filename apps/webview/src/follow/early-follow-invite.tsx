import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { DEVICE_FOLLOWS_KEY } from './device-follows-key';
import { FollowInvite } from './follow-invite';
import { FollowSectionFrame } from './follow-section-frame';

/** Places held for the teams offered (the section offers up to six). */
const WAITING_CHIPS = Array.from({ length: 6 }, (_, index) => `chip${index}`);

/**
 * Whether the fan is known to follow nothing before any call: no token at all (the follows would
 * be the account's) and no follow kept on the device. The document's first paint applies the very
 * same rule to the same two keys (src/shell/boot.js), so the two draw the invitation alike; it
 * reads the keys as they are, without the follows' reader, which the page loads later.
 */
export function followsKnownEmpty(): boolean {
  try {
    const kept = JSON.parse(window.localStorage.getItem(DEVICE_FOLLOWS_KEY) ?? 'null') as {
      follows?: unknown;
    } | null;
    const token = (window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? '').trim();
    return token === '' && !(Array.isArray(kept?.follows) && kept.follows.length > 0);
  } catch {
    return false;
  }
}

/**
 * 我的关注 as the home page draws it while its list loads, for a fan known to follow nothing
 * ({@link followsKnownEmpty}): the invitation's words in the place the section puts them, and a
 * place for the teams, which come with the list. It is the page's largest text on a first visit, so
 * it is drawn from the first frame (the document draws it too) rather than once the list is in.
 */
export function EarlyFollowInvite() {
  return (
    <FollowSectionFrame busy>
      <FollowInvite testId="follow-invite-waiting">
        <ul className="follow-chips" aria-hidden="true">
          {WAITING_CHIPS.map((id) => (
            <li className="follow-chip follow-chip--waiting kq-shimmer" key={id} />
          ))}
        </ul>
      </FollowInvite>
    </FollowSectionFrame>
  );
}
