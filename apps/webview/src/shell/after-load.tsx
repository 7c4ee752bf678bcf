import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * The shell's parts no page needs before its content shows (the offline banner, the new-build
 * reload): loaded once the page has loaded, so they stay out of the first load, and are in memory
 * before the network can go away or a deploy can remove their files.
 */
const loadOfflineBanner = () =>
  import('./offline-banner').then((m) => ({ default: m.OfflineBanner as ComponentType }));

/** Loads the new-build reload (it must be in memory before a deploy removes the old files). */
export function loadChunkRecovery() {
  return import('./chunk-recovery');
}

const OfflineBanner = lazy(loadOfflineBanner);

/** Renders the shell's after-load parts once the page has loaded. */
export function AfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // The two requests in two tasks: each chunk's request is script work (the build's loader adds
    // and checks its links), and together with the banner's render they made one long task on a
    // slow phone, often while the page's first data was being drawn (docs/performance.md).
    const ready = () => {
      setLoaded(true);
      setTimeout(() => void loadChunkRecovery().catch(() => undefined), 0);
    };
    if (document.readyState === 'complete') ready();
    else window.addEventListener('load', ready, { once: true });
    return () => window.removeEventListener('load', ready);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
