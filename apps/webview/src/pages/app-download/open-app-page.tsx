import { appDeepLink, OPEN_APP_FALLBACK_MS } from '@kanqiu/core';
import { useCallback, useEffect, useState } from 'react';
import { splitHash } from '../../routing/hash-location';
import { isKnownPage, navigateTo, reLaunch } from '../../routing/navigation';
import { useQuery } from '../../routing/query';
import { NoticePage } from '../../shell/notice-page';
import { PageFrame } from '../../shell/page-frame';
import { APP_TEXT } from './app-texts';
import '../../user/user.css';
import './app-download.css';
import { pagePath } from '../../routing/navigation';
import { findRoute } from '../../routing/routes';

const TRIED_KEY = 'kanqiu:open-app-tried';

/**
 * The route to open: a page of the app (not this one), with its query. Anything else — another site,
 * an unknown page, this page itself — is refused, so the page can neither be used to jump elsewhere
 * nor open itself in a loop.
 */
export function openablePath(raw: string | null): string | null {
  if (!raw) return null;
  const route = raw.startsWith('/') ? raw : `/${raw}`;
  const { path } = splitHash(route);
  if (route.startsWith('//') || !isKnownPage(path) || findRoute(path)?.name === 'openApp') {
    return null;
  }
  return route;
}

function markTried(path: string): void {
  try {
    window.sessionStorage.setItem(TRIED_KEY, path);
  } catch {
    // Without storage the page simply tries again on the next visit.
  }
}

/** Tries the deep link, once per route and tab session, unless the user asks again. */
function tryOpen(path: string): void {
  markTried(path);
  window.location.href = appDeepLink(path);
}

function triedBefore(path: string): boolean {
  try {
    return window.sessionStorage.getItem(TRIED_KEY) === path;
  } catch {
    return false;
  }
}

/**
 * `/pages/openApp/openApp?path=…`: opens the given route in the app through its deep link. When the
 * page is still visible after `OPEN_APP_FALLBACK_MS` no app took the link: it offers the download
 * page, another try, and the same page on the web. Coming back to it (the back button) does not try
 * again by itself, so there is no loop and no dead end.
 */
export function OpenAppPage() {
  const path = openablePath(useQuery().get('path'));
  const [phase, setPhase] = useState<'trying' | 'fallback'>(() =>
    path && !triedBefore(path) ? 'trying' : 'fallback',
  );

  // A retry is a real link: browsers that refuse a scheme launch without a tap (Android Chrome) allow
  // it from the user's own tap on a link.
  const retried = useCallback(() => {
    if (!path) return;
    markTried(path);
    setPhase('trying');
  }, [path]);

  useEffect(() => {
    if (path && phase === 'trying' && !triedBefore(path)) tryOpen(path);
  }, [path, phase]);

  useEffect(() => {
    if (phase !== 'trying') return;
    let left = false;
    const hidden = () => {
      if (document.visibilityState === 'hidden') left = true;
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', hidden);
    const timer = setTimeout(() => {
      if (!left && document.visibilityState === 'visible') setPhase('fallback');
    }, OPEN_APP_FALLBACK_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', hidden);
    };
  }, [phase]);

  if (!path) {
    return (
      <NoticePage
        title={APP_TEXT.openTitle}
        heading={APP_TEXT.badPath}
        body={APP_TEXT.badPathBody}
      />
    );
  }
  return (
    <PageFrame title={APP_TEXT.openTitle}>
      <div className="user-body">
        <section className="app-open" aria-live="polite" data-phase={phase}>
          <div className="app-download__icon" aria-hidden="true">
            看球
          </div>
          {phase === 'trying' ? (
            <>
              <span className="kq-spinner" aria-hidden="true" />
              <h2 className="app-download__name">{APP_TEXT.trying}</h2>
              <p className="user-muted">{APP_TEXT.tryingBody}</p>
            </>
          ) : (
            <>
              <h2 className="app-download__name">{APP_TEXT.notOpened}</h2>
              <p className="user-muted">{APP_TEXT.notOpenedBody}</p>
              <div className="app-open__actions">
                <button
                  type="button"
                  className="app-button app-button--primary"
                  onClick={() => navigateTo(pagePath('downloadApk'))}
                >
                  {APP_TEXT.download}
                </button>
                <a className="app-button app-open__link" href={appDeepLink(path)} onClick={retried}>
                  {APP_TEXT.retry}
                </a>
                <button type="button" className="app-button" onClick={() => reLaunch(path)}>
                  {APP_TEXT.continueWeb}
                </button>
              </div>
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
