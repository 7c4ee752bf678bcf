import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { forgetPage, lazyPage } from '../routing/lazy-page';
import { findRoute } from '../routing/routes';
import { NotFoundPage } from './not-found-page';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { PlaceholderPage } from './placeholder-page';

/** Renders the page of the current hash path: its lazy code, a placeholder, or not-found. */
export function RouteView() {
  const [path] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const route = findRoute(path);
  if (!route) return <NotFoundPage />;
  const { load } = route;
  if (!load) return <PlaceholderPage route={route} />;
  const Page = lazyPage({ ...route, load });
  return (
    <PageErrorBoundary
      key={`${route.path}#${attempt}`}
      onRetry={() => {
        forgetPage(route.path);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
