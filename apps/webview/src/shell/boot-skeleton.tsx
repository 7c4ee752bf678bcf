import { useLayoutEffect } from 'react';

/** The id of the skeleton index.html paints before the scripts arrive (src/shell/boot.css). */
const BOOT_SKELETON_ID = 'boot';

/**
 * Removes the first paint's skeleton. It lies over the app, so the page it stands for renders
 * beneath it in place and nothing moves when it goes.
 */
export function removeBootSkeleton(): void {
  document.getElementById(BOOT_SKELETON_ID)?.remove();
}

/**
 * Keeps the first paint's skeleton while a page's code loads (render it in the loading fallback):
 * when the fallback goes, the page, or its error, has rendered and the skeleton is removed.
 * A layout effect, so its cleanup exists from the fallback's commit: when the page's code was already
 * loaded (preloaded by the document), the fallback is gone before a passive effect would have run,
 * and the skeleton would have stayed over the page.
 */
export function BootSkeletonHold(): null {
  useLayoutEffect(() => removeBootSkeleton, []);
  return null;
}

/** Removes the first paint's skeleton once a page that loads no code (not found) has rendered. */
export function BootSkeletonGone(): null {
  useLayoutEffect(() => removeBootSkeleton(), []);
  return null;
}
