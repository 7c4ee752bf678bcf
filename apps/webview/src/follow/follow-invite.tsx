import type { ReactNode } from 'react';
import { FOLLOW_INVITE_TEXT } from './follow-invite-texts';
import './follow.css';

/** Props of {@link FollowInvite}. */
export interface FollowInviteProps {
  /** The teams offered, or the place held for them while the list loads. */
  children: ReactNode;
  testId: string;
}

/**
 * The invitation 我的关注 shows a fan who follows nothing (docs/follows.md): its words, then the
 * teams of today's matches to follow. The words are the same whether the teams are in or not, so
 * the section the home page draws while its list loads (`EarlyFollowInvite`) and the section
 * drawn with the list put them in the same place.
 */
export function FollowInvite({ children, testId }: FollowInviteProps) {
  return (
    <div className="follow-invite" data-testid={testId}>
      <p className="follow-invite__text">{FOLLOW_INVITE_TEXT.invite}</p>
      <p className="follow-invite__label">{FOLLOW_INVITE_TEXT.inviteTeams}</p>
      {children}
    </div>
  );
}
