import { useRequestFailed } from '@kanqiu/net/jotai';
import { EmptyState, RequestFail } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { MATCH_TEXT } from './match-texts';

// The cards of a page's content come one per task (use-staged-count.ts); exported from here so the
// build keeps the hook in the chunk every match page already loads rather than a file of its own.
export { useStagedCount } from './use-staged-count';

/** Props of {@link PageContent}. */
export interface PageContentProps {
  /** True once there is something to show. */
  hasData: boolean;
  loading: boolean;
  /** The last load failed (any kind). */
  failed: boolean;
  /** True when the data is there but holds nothing (an empty list). */
  empty?: boolean;
  emptyText?: string;
  onReload: () => void;
  /** What shows while the first load runs; a skeleton of the page. */
  skeleton: ReactNode;
  children: ReactNode;
}

/** True when the browser knows it has no network at all (docs/behaviour.md §8: the signal is lost). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The states every data page goes through (docs/behaviour.md §4, §8): a skeleton while the first load runs, the
 * request-failure view with its reload link when loading failed or the network is lost, the empty
 * state, then the content — with a slim failure bar on top when newer data could not be fetched.
 * When the browser has no network at all, the failure view says the signal is lost.
 */
export function PageContent({
  hasData,
  loading,
  failed,
  empty = false,
  emptyText,
  onReload,
  skeleton,
  children,
}: PageContentProps) {
  const networkLost = useRequestFailed();
  if (!hasData) {
    if ((failed || networkLost) && isOffline()) {
      return (
        <EmptyState variant="no-network">
          <RequestFail compact onReload={onReload} />
        </EmptyState>
      );
    }
    if (failed || networkLost) return <RequestFail onReload={onReload} />;
    if (loading) return <>{skeleton}</>;
    return <EmptyState description={emptyText} />;
  }
  return (
    <>
      {networkLost ? (
        <div className="match-stale">
          <RequestFail compact message={MATCH_TEXT.staleData} onReload={onReload} />
        </div>
      ) : null}
      {empty ? <EmptyState description={emptyText} /> : children}
    </>
  );
}
