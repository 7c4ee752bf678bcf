import type { InviteList } from '@kanqiu/core/contract/user';
import { EmptyState } from '@kanqiu/ui';
import { beijingDateTime } from '../../user/beijing-time';
import { INVITE_TEXT } from './invite-texts';

/** Who accepted the caller's codes, and whose code the caller accepted. */
export function InvitationList({ list }: { list: InviteList }) {
  return (
    <>
      <section className="user-card" aria-labelledby="invite-list-title">
        <h2 className="user-card__title" id="invite-list-title">
          {INVITE_TEXT.listTitle}
          <span className="user-card__aside">{INVITE_TEXT.invitedCount(list.total)}</span>
        </h2>
        {list.invitations.length === 0 ? (
          <EmptyState description={INVITE_TEXT.listEmpty} hint={INVITE_TEXT.listEmptyHint} />
        ) : (
          <ul className="user-list" data-testid="invitations">
            {list.invitations.map((fan) => (
              <li key={fan.fan_no}>
                <span className="user-avatar" aria-hidden="true">
                  {fan.fan_no}
                </span>
                <span>{fan.name}</span>
                <span className="user-list__time">
                  {INVITE_TEXT.acceptedAt(beijingDateTime(fan.accepted_at))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {list.accepted ? (
        <p className="user-alert user-alert--info" data-testid="accepted-invite">
          {INVITE_TEXT.acceptedLine(list.accepted.inviter.name, list.accepted.code)}
        </p>
      ) : null}
    </>
  );
}
