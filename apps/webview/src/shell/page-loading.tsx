import { ASYNC_PAGE_LOAD_DELAY_MS, ASYNC_PAGE_LOAD_TIMEOUT_MS } from '@kanqiu/core';
import { useEffect, useState } from 'react';
import { SHELL_TEXT } from './texts';

type Phase = 'quiet' | 'loading' | 'slow';

/**
 * What shows while a page's code loads: nothing for the first 200 ms (a fast load never flashes a
 * spinner), then a spinner, then after 60 s a note that it is slow (docs/behaviour.md §9).
 */
export function PageLoading() {
  const [phase, setPhase] = useState<Phase>('quiet');
  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), ASYNC_PAGE_LOAD_DELAY_MS);
    const slow = setTimeout(() => setPhase('slow'), ASYNC_PAGE_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(slow);
    };
  }, []);
  if (phase === 'quiet') return <div className="app-loading" aria-busy="true" />;
  return (
    <div className="app-loading" aria-busy="true" role="status">
      <span className="app-spinner" aria-hidden="true" />
      <span>{phase === 'slow' ? SHELL_TEXT.slowLoading : SHELL_TEXT.loading}</span>
    </div>
  );
}
