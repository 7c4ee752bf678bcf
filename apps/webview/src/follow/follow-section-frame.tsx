import type { ReactNode } from 'react';
import { FOLLOW_INVITE_TEXT } from './follow-invite-texts';

/** Props of {@link FollowSectionFrame}. */
export interface FollowSectionFrameProps {
  /** What follows the title in its line (the count of follows), if anything. */
  count?: ReactNode;
  /** The section waits for its data (the invitation drawn before the list). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * 我的关注's section and its title: one frame for the section drawn with the list and the one the
 * home page draws before it (early-follow-invite.tsx), so the two put their contents in the same
 * place.
 */
export function FollowSectionFrame({ count, busy, children }: FollowSectionFrameProps) {
  return (
    <section
      className="home-section follow-section"
      aria-labelledby="follow-section-title"
      aria-busy={busy || undefined}
    >
      <h2 className="home-section__title" id="follow-section-title">
        {FOLLOW_INVITE_TEXT.section}
        {count}
      </h2>
      {children}
    </section>
  );
}
