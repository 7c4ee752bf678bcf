import { inviteCodeCall, inviteListCall } from '@kanqiu/core/contract/user';
import { PullRefresh, showToast } from '@kanqiu/ui';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { PageFrame } from '../../shell/page-frame';
import { beijingDateTime } from '../../user/beijing-time';
import { copyText } from '../../user/copy-text';
import { SignInNotice } from '../../user/sign-in-notice';
import { needsSignIn, refusalOf } from '../../user/user-refusal';
import { USER_TEXT } from '../../user/user-texts';
import { useTokenStatus } from '../../user/user-token';
import { InvitationList } from './invitation-list';
import { inviteLink } from './invite-link';
import { INVITE_TEXT } from './invite-texts';
import '../../match/shared/match.css';
import '../../user/user.css';
import './invite.css';
import { pageHref } from '../../routing/navigation';

/**
 * Shares through the system share sheet where the browser or webview offers one (the bridge has no
 * share call to the host); elsewhere, and when the sheet is refused, copies the link instead.
 */
async function shareLink(url: string, code: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: INVITE_TEXT.shareTitle,
        text: INVITE_TEXT.shareText(code),
        url,
      });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const copied = await copyText(url);
  showToast(copied ? INVITE_TEXT.shareFallback : USER_TEXT.copyFailed);
}

/**
 * `/pages/invite/invite` and `/pages/inviteNow/inviteNow` (both 邀请新用户): the caller's 6-digit
 * code and its link (copy, share), and the invitations accepted so far.
 */
export function InvitePage() {
  const token = useTokenStatus();
  const { refresh } = useServices();
  const signedIn = token === 'valid';
  const code = useCall(inviteCodeCall, signedIn ? {} : null);
  const list = useCall(inviteListCall, signedIn ? {} : null);
  const info = code.data;
  const refused = refusalOf(code.error);
  const link = info ? inviteLink(info.share_path, window.location) : '';

  const copy = async (text: string, done: string) => {
    showToast((await copyText(text)) ? done : USER_TEXT.copyFailed);
  };

  return (
    <PageFrame title={INVITE_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          {!signedIn || needsSignIn(code.error) ? (
            <SignInNotice status={token} message={refused?.msg} />
          ) : (
            <PageContent
              hasData={info !== null}
              loading={code.loading}
              failed={code.error !== null && refused === null}
              empty={info === null && refused !== null}
              emptyText={refused?.msg}
              onReload={() => void refresh()}
              skeleton={<Skeleton rows={8} label={INVITE_TEXT.loading} />}
            >
              {info ? (
                <>
                  <section className="invite-code" aria-labelledby="invite-code-title">
                    <h2 className="invite-code__title" id="invite-code-title">
                      {INVITE_TEXT.myCode}
                    </h2>
                    <p className="invite-code__digits" data-testid="invite-code">
                      <span className="kq-visually-hidden">{info.code}</span>
                      {info.code.split('').map((digit, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a digit is its position.
                        <span key={index} aria-hidden="true">
                          {digit}
                        </span>
                      ))}
                    </p>
                    <p className="invite-code__expires">
                      {INVITE_TEXT.expires(beijingDateTime(info.expires_at))}
                    </p>
                    <p className="invite-code__link" data-testid="invite-link">
                      {link}
                    </p>
                    <div className="user-actions">
                      <button
                        type="button"
                        className="app-button app-button--primary"
                        onClick={() => void copy(link, INVITE_TEXT.linkCopied)}
                      >
                        {INVITE_TEXT.copyLink}
                      </button>
                      <button
                        type="button"
                        className="app-button"
                        onClick={() => void shareLink(link, info.code)}
                      >
                        {INVITE_TEXT.share}
                      </button>
                    </div>
                    <button
                      type="button"
                      className="invite-code__copy-code"
                      onClick={() => void copy(info.code, INVITE_TEXT.codeCopied)}
                    >
                      {INVITE_TEXT.copyCode}
                    </button>
                  </section>
                  {list.data ? <InvitationList list={list.data} /> : null}
                  <section className="user-card" aria-labelledby="invite-how">
                    <h2 className="user-card__title" id="invite-how">
                      {INVITE_TEXT.howTitle}
                    </h2>
                    <ol className="invite-how">
                      {INVITE_TEXT.how.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ol>
                    <a className="user-link" href={pageHref('platformInvite')}>
                      {INVITE_TEXT.enterCode}
                    </a>
                  </section>
                </>
              ) : null}
            </PageContent>
          )}
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
