import { type RefObject, useEffect, useState } from 'react';
import { loadSwiper } from './load-swiper';

/** Options of {@link useCarousel}. */
export interface CarouselOptions {
  enabled: boolean;
  autoplayMs: number;
  transitionMs: number;
  onIndexChange: (index: number) => void;
}

/** Whether the carousel runs: `loading` until Swiper arrives, then `running` or `paused`. */
export type CarouselState = 'off' | 'loading' | 'running' | 'paused';

/**
 * Turns the slides inside `ref` into a looping Swiper carousel with autoplay, loaded on demand.
 * Autoplay stops while the page is hidden (the webview in the background) and restarts when it is
 * shown again; with reduced motion preferred it does not autoplay at all.
 */
export function useCarousel(ref: RefObject<HTMLElement | null>, options: CarouselOptions) {
  const { enabled, autoplayMs, transitionMs, onIndexChange } = options;
  const [state, setState] = useState<CarouselState>(enabled ? 'loading' : 'off');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setState('off');
      return;
    }
    let cancelled = false;
    let cleanup = () => {};
    setState('loading');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    loadSwiper()
      .then(({ Swiper, Autoplay }) => {
        if (cancelled) return;
        const swiper = new Swiper(element, {
          modules: [Autoplay],
          wrapperClass: 'kq-banner__wrapper',
          slideClass: 'kq-banner__slide',
          loop: true,
          speed: transitionMs,
          autoplay: reduced ? false : { delay: autoplayMs, disableOnInteraction: false },
          on: {
            slideChange: (instance) => onIndexChange(instance.realIndex),
            autoplayStart: () => setState('running'),
            autoplayStop: () => setState('paused'),
          },
        });
        setState(swiper.autoplay?.running ? 'running' : 'paused');
        const onVisibility = () => {
          if (document.visibilityState === 'hidden') swiper.autoplay?.stop();
          else if (!reduced) swiper.autoplay?.start();
        };
        document.addEventListener('visibilitychange', onVisibility);
        cleanup = () => {
          document.removeEventListener('visibilitychange', onVisibility);
          swiper.destroy(true, false);
        };
      })
      .catch(() => {
        // Without Swiper the first slide stays on screen as a static banner.
        if (!cancelled) setState('off');
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [ref, enabled, autoplayMs, transitionMs, onIndexChange]);

  return state;
}
