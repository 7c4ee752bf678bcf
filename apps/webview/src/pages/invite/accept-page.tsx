import { CODE_COUNTDOWN_S, INVITE_CODE_LENGTH, UserCallCode } from '@kanqiu/core';
import {
  type InviteAcceptance,
  inviteAcceptCall,
  inviteListCall,
} from '@kanqiu/core/contract/user';
import { CodeInput, codeDigits, PullRefresh } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { beijingDateTime } from '../../user/beijing-time';
import { SignInNotice } from '../../user/sign-in-notice';
import { useCountdown } from '../../user/use-countdown';
import { needsSignIn, refusalOf } from '../../user/user-refusal';
import { useTokenStatus } from '../../user/user-token';
import { INVITE_TEXT } from './invite-texts';
import '../../match/shared/match.css';
import '../../user/user.css';
import './invite.css';
import { pageHref } from '../../routing/navigation';

/** Refusals after which the same form waits `CODE_COUNTDOWN_S` before the next try: a wrong or expired code. */
const WAIT_AFTER = new Set<number>([UserCallCode.InviteCodeWrong, UserCallCode.InviteCodeExpired]);

function Accepted({ acceptance, fresh }: { acceptance: InviteAcceptance; fresh: boolean }) {
  return (
    <section className="user-card invite-accepted" data-testid="invite-accepted">
      <h2 className="user-card__title">
        {fresh ? INVITE_TEXT.acceptedTitle : INVITE_TEXT.alreadyTitle}
      </h2>
      <p>{INVITE_TEXT.acceptedBody(acceptance.inviter.name)}</p>
      <p className="user-muted">
        {INVITE_TEXT.acceptedLine(acceptance.inviter.name, acceptance.code)} ·{' '}
        {INVITE_TEXT.acceptedAt(beijingDateTime(acceptance.accepted_at))}
      </p>
      {fresh ? null : <p className="user-muted">{INVITE_TEXT.onlyOnce}</p>}
      <a className="app-button app-button--primary invite-accepted__link" href={pageHref('invite')}>
        {INVITE_TEXT.toMyInvite}
      </a>
    </section>
  );
}

/**
 * `/pages/platformInvite/platformInvite` (`?code=` fills the code in): accept a friend's 6-digit
 * code. The server's refusals show under the boxes — wrong (4101), expired (4102), own (4103),
 * already accepted (4104), too many tries today (4105) — and after a wrong or expired code the button
 * waits 60 s (`CODE_COUNTDOWN_S`) before the next try.
 */
export function AcceptInvitePage() {
  const token = useTokenStatus();
  const query = useQuery();
  const { api, refresh } = useServices();
  const signedIn = token === 'valid';
  const list = useCall(inviteListCall, signedIn ? {} : null);
  const [code, setCode] = useState(() => codeDigits(query.get('code') ?? '', INVITE_CODE_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [sending, setSending] = useState(false);
  const [fresh, setFresh] = useState<InviteAcceptance | null>(null);
  const countdown = useCountdown(CODE_COUNTDOWN_S);
  const refused = refusalOf(list.error);
  const accepted = fresh ?? list.data?.accepted ?? null;

  const submit = async () => {
    if (code.length !== INVITE_CODE_LENGTH) {
      setError(INVITE_TEXT.codeIncomplete(INVITE_CODE_LENGTH));
      return;
    }
    setSending(true);
    setError(null);
    try {
      setFresh(await api.call(inviteAcceptCall, { code }));
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal?.code === UserCallCode.InviteAlreadyAccepted) void list.reload();
      if (refusal?.code === UserCallCode.InviteTooManyAttempts) setBlocked(true);
      if (refusal && WAIT_AFTER.has(refusal.code)) countdown.start();
      setError(refusal?.msg ?? INVITE_TEXT.network);
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.left > 0;
  return (
    <PageFrame title={INVITE_TEXT.acceptTitle}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          {!signedIn || needsSignIn(list.error) ? (
            <SignInNotice status={token} message={refused?.msg} />
          ) : (
            <PageContent
              hasData={list.data !== null || fresh !== null}
              loading={list.loading}
              failed={list.error !== null && refused === null}
              empty={list.data === null && refused !== null}
              emptyText={refused?.msg}
              onReload={() => void refresh()}
              skeleton={<Skeleton rows={5} label={INVITE_TEXT.loading} />}
            >
              {accepted ? (
                <Accepted acceptance={accepted} fresh={fresh !== null} />
              ) : (
                <form
                  className="user-card invite-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submit();
                  }}
                >
                  <CodeInput
                    label={INVITE_TEXT.codeLabel}
                    value={code}
                    onChange={(next) => {
                      setCode(next);
                      if (!blocked) setError(null);
                    }}
                    error={error ?? undefined}
                    disabled={sending || blocked}
                    autoFocus={code.length === 0}
                  />
                  {blocked ? <p className="user-muted">{INVITE_TEXT.tooMany}</p> : null}
                  <button
                    type="submit"
                    className="app-button app-button--primary invite-form__submit"
                    disabled={sending || waiting || blocked || code.length !== INVITE_CODE_LENGTH}
                  >
                    {sending
                      ? INVITE_TEXT.submitting
                      : waiting
                        ? INVITE_TEXT.retryIn(countdown.left)
                        : INVITE_TEXT.submit}
                  </button>
                  <p className="user-muted">{INVITE_TEXT.onlyOnce}</p>
                </form>
              )}
            </PageContent>
          )}
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
