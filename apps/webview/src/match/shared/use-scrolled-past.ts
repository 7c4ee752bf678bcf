import { type RefObject, useEffect, useState } from 'react';

/** Height of the app's top bar, which covers the top of the page as it scrolls. */
const TOP_BAR_PX = 44;

/**
 * Whether the element has scrolled up out of view, under the top bar. False while it is (partly)
 * in view and while it is below the viewport.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? TOP_BAR_PX;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${TOP_BAR_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
