import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { PAGE_LOADERS } from './page-loaders';
import { forgetPage, lazyPage } from './routing/lazy-page';
import { findRoute } from './routing/routes';
import { BootSkeletonGone, BootSkeletonHold } from './shell/boot-skeleton';
import { NotFoundPage } from './shell/not-found-page';
import { PageErrorBoundary } from './shell/page-error-boundary';
import { PageLoading } from './shell/page-loading';

/** Renders the page of the current hash path: its lazy code, or not-found. */
export function RouteView() {
  const [path] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const route = findRoute(path);
  if (!route) {
    return (
      <>
        <BootSkeletonGone />
        <NotFoundPage />
      </>
    );
  }
  const Page = lazyPage(route.path, PAGE_LOADERS[route.name]);
  return (
    <PageErrorBoundary
      key={`${route.path}#${attempt}`}
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
