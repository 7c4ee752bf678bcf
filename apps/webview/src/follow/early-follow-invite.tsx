import { FollowInvite } from './follow-invite';
import { FollowSectionFrame } from './follow-section-frame';

/** Places held for the teams offered (the section offers up to six). */
const WAITING_CHIPS = Array.from({ length: 6 }, (_, index) => `chip${index}`);

/**
 * 我的关注 as the home page draws it while its list loads, for a fan known to follow nothing
 * (`followsKnownEmpty`, follows-known-empty.ts): the invitation's words in the place the section puts them, and a
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
