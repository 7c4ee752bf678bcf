import type { Swiper } from 'swiper/types';

/**
 * Loads Swiper's core. Kept behind a dynamic `import()` so an app's bundler puts Swiper in its own
 * chunk, fetched only when a carousel (two or more banners) is on screen. Autoplay is ours (see
 * `use-carousel.ts`), so no Swiper module is loaded.
 */
export async function loadSwiper(): Promise<typeof Swiper> {
  const { default: core } = await import('swiper');
  return core;
}
