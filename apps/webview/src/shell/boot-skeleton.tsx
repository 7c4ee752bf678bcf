import { useLayoutEffect } from 'react';
import { splitHash } from '../routing/hash-location';

/** The id of the skeleton index.html paints before the scripts arrive (src/shell/boot.css). */
const BOOT_SKELETON_ID = 'boot';

/**
 * Set by boot.js, to the path of the page opened, when the skeleton draws that page's first data
 * (the model page's intro, from the document's models): the page, not its code's arrival, says when
 * the skeleton goes ({@link BootSkeletonUntil}).
 */
const HELD_ATTRIBUTE = 'data-boot-held';

/**
 * Removes the first paint's skeleton. It lies over the app, so the page it stands for renders
 * beneath it in place and nothing moves when it goes.
 */
export function removeBootSkeleton(): void {
  document.documentElement.removeAttribute(HELD_ATTRIBUTE);
  document.getElementById(BOOT_SKELETON_ID)?.remove();
}

/** Whether the skeleton draws data of the page still open, which that page removes once its own is in. */
function heldForThisPage(): boolean {
  const held = document.documentElement.getAttribute(HELD_ATTRIBUTE);
  return held !== null && held === splitHash(window.location.hash).path;
}

/**
 * Keeps the first paint's skeleton while a page's code loads (render it in the loading fallback):
 * when the fallback goes, the page, or its error, has rendered and the skeleton is removed — unless
 * it draws the page's first data and the page is still the one open, which then removes it itself.
 * A layout effect, so its cleanup exists from the fallback's commit: when the page's code was already
 * loaded (preloaded by the document), the fallback is gone before a passive effect would have run,
 * and the skeleton would have stayed over the page.
 */
export function BootSkeletonHold(): null {
  useLayoutEffect(
    () => () => {
      if (!heldForThisPage()) removeBootSkeleton();
    },
    [],
  );
  return null;
}

/** Removes the first paint's skeleton once a page that loads no code (not found) has rendered. */
export function BootSkeletonGone(): null {
  useLayoutEffect(() => removeBootSkeleton(), []);
  return null;
}

/**
 * For a page whose first data the skeleton may draw (boot.js sets `data-boot-held`): removes the
 * skeleton once `ready` (the page's first answer, or its failure, is shown) or when the page goes,
 * in the commit that draws it, so the same words stand in the same place throughout.
 */
export function BootSkeletonUntil({ ready }: { ready: boolean }): null {
  useLayoutEffect(() => {
    if (ready) removeBootSkeleton();
  }, [ready]);
  useLayoutEffect(() => removeBootSkeleton, []);
  return null;
}
