import type { Swiper, SwiperModule } from 'swiper/types';

/** What a carousel needs of Swiper. */
export interface SwiperKit {
  Swiper: typeof Swiper;
  Autoplay: SwiperModule;
}

/**
 * Loads Swiper and its autoplay module. Kept behind a dynamic `import()` so an app's bundler puts
 * Swiper in its own chunk, fetched only when a carousel (two or more banners) is on screen.
 */
export async function loadSwiper(): Promise<SwiperKit> {
  // Both fetched at once, each destructured right at its import so bundlers keep only the autoplay
  // module of `swiper/modules` (all of them weigh about 24 KB gzip).
  const [Swiper, Autoplay] = await Promise.all([
    import('swiper').then(({ default: core }) => core),
    import('swiper/modules').then(({ Autoplay: autoplay }) => autoplay),
  ]);
  return { Swiper, Autoplay };
}
