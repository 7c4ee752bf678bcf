import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { checkMatchAt } from './app/early-match-check';
import { currentLocation } from './app/missing-subject';
import { useServices } from './app/services-context';
import { PAGE_LOADERS } from './page-loaders';
import { forgetPage, lazyPage } from './routing/lazy-page';
import { findRoute } from './routing/routes';
import { BootSkeletonGone, BootSkeletonHold } from './shell/boot-skeleton';
import { MissingPage } from './shell/missing-page';
import { NotFoundPage } from './shell/not-found-page';
import { PageErrorBoundary } from './shell/page-error-boundary';
import { PageLoading } from './shell/page-loading';

/**
 * Renders the page of the current hash path: its lazy code, not-found, or — when the server said
 * the page's match, team or player does not exist — that, in the page's frame.
 */
export function RouteView() {
  const [path] = useLocation();
  // The query is part of what a page is about: another match id is another page.
  const search = useSearch();
  const { missing, api } = useServices();
  const missingAt = useSyncExternalStore(missing.subscribe, missing.current, () => null);
  const [attempt, setAttempt] = useState(0);
  const route = findRoute(path);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is a new location to check
  useEffect(() => checkMatchAt(api, missing), [api, missing, path, search]);
  if (!route) {
    return (
      <>
        <BootSkeletonGone />
        <NotFoundPage />
      </>
    );
  }
  if (missingAt && missingAt.location === currentLocation()) {
    return (
      <>
        <BootSkeletonGone />
        <MissingPage title={route.title} navStyle={route.navStyle} subject={missingAt.subject} />
      </>
    );
  }
  const Page = lazyPage(route.path, PAGE_LOADERS[route.name]);
  return (
    <PageErrorBoundary
      key={`${route.path}#${attempt}`}
      title={route.title}
      navStyle={route.navStyle}
      onRetry={() => {
        forgetPage(route.path);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <>
            <BootSkeletonHold />
            <PageLoading />
          </>
        }
      >
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
