import { navigateTo } from '../routing/navigation';
import { USER_TEXT } from './user-texts';
import type { TokenStatus } from './user-token';
import './user.css';
import { pagePath } from '../routing/navigation';

/** The current route with its query, as the open-in-app page takes it. */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * What a page on a user's own data shows without a valid token — in a plain browser there is none
 * (docs/contract.md §1.1): why, and the two ways on: open this page in the app, or get the app.
 */
export function SignInNotice({
  status,
  message,
  compact = false,
}: {
  /** `missing` or `invalid`; ignored when the server's `message` is given. */
  status?: TokenStatus;
  /** The server's own reason (the `msg` of a 4010), or the page's own line. */
  message?: string;
  /** One line and one button, for a page that shows its public part below. */
  compact?: boolean;
}) {
  const body =
    message ?? (status === 'invalid' ? USER_TEXT.signInInvalid : USER_TEXT.signInMissing);
  const openInApp = () => navigateTo(pagePath('openApp', { path: currentRoute() }));
  if (compact) {
    return (
      <section className="user-signin user-signin--compact" aria-label={USER_TEXT.signInTitle}>
        <p className="user-signin__body">{body}</p>
        <button type="button" className="app-button app-button--primary" onClick={openInApp}>
          {USER_TEXT.openInApp}
        </button>
      </section>
    );
  }
  return (
    <section className="user-signin" aria-labelledby="user-signin-title">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect
          x="13"
          y="5"
          width="22"
          height="38"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M20 37h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="24" cy="20" r="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <h2 id="user-signin-title" className="user-signin__title">
        {USER_TEXT.signInTitle}
      </h2>
      <p className="user-signin__body">{body}</p>
      <div className="user-signin__actions">
        <button type="button" className="app-button app-button--primary" onClick={openInApp}>
          {USER_TEXT.openInApp}
        </button>
        <button
          type="button"
          className="app-button"
          onClick={() => navigateTo(pagePath('downloadApk'))}
        >
          {USER_TEXT.download}
        </button>
      </div>
    </section>
  );
}
