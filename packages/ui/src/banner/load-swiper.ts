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
  const [core, modules] = await Promise.all([import('swiper'), import('swiper/modules')]);
  return { Swiper: core.default, Autoplay: modules.Autoplay };
}
