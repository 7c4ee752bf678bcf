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
 * Turns the slides inside `ref` into a looping Swiper carousel, loaded on demand, that moves on by
 * itself every `autoplayMs`. Autoplay stops while the page is hidden (the webview in the background)
 * and restarts when it is shown again; a swipe restarts the wait; with reduced motion preferred it
 * does not autoplay at all.
 *
 * Autoplay is a plain timer rather than Swiper's autoplay module: the module runs a
 * `requestAnimationFrame` loop the whole time to report the time left, which cost about 6 ms of
 * main-thread script per second in Chromium for a banner that moves once every two seconds.
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
      // Evaluating Swiper's code and building the carousel (which measures the slides) are two
      // tasks, not one long one, on a slow phone.
      .then(
        (Swiper) => new Promise<typeof Swiper>((resolve) => setTimeout(() => resolve(Swiper), 0)),
      )
      .then((Swiper) => {
        if (cancelled) return;
        let timer: ReturnType<typeof setInterval> | null = null;
        const stop = () => {
          if (timer !== null) clearInterval(timer);
          timer = null;
          setState('paused');
        };
        const start = () => {
          if (reduced || document.visibilityState === 'hidden') return stop();
          if (timer !== null) clearInterval(timer);
          timer = setInterval(() => swiper.slideNext(transitionMs), autoplayMs);
          setState('running');
        };
        const swiper = new Swiper(element, {
          wrapperClass: 'kq-banner__wrapper',
          slideClass: 'kq-banner__slide',
          loop: true,
          speed: transitionMs,
          on: {
            slideChange: (instance) => onIndexChange(instance.realIndex),
            // The next slide comes a full interval after the reader's own swipe.
            touchEnd: () => start(),
          },
        });
        start();
        const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
        document.addEventListener('visibilitychange', onVisibility);
        cleanup = () => {
          document.removeEventListener('visibilitychange', onVisibility);
          if (timer !== null) clearInterval(timer);
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
