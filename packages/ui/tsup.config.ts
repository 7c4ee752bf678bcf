import { defineConfig } from 'tsup';

/**
 * One entry per component besides the package entry: with code splitting, every component becomes a
 * module of its own in `dist`, so an app's bundler keeps in each route's chunk only the components
 * that route uses (a single-file build would put every component wherever any one is imported).
 */
const components = [
  'alert-banner/alert-banner',
  'badge/badge',
  'banner/banner',
  'calendar/calendar',
  'code-input/code-input',
  'compare-bars/compare-bars',
  'data-table/data-table',
  'date-strip/date-strip',
  'empty-state/empty-state',
  'image-picker/image-picker',
  'match-data-board/match-data-board',
  'match-data-board/segmented',
  'notify/notify',
  'pitch/pitch',
  'points-table/form-chips',
  'points-table/points-table',
  'pull-refresh/pull-refresh',
  'rating-badge/rating-badge',
  'score-card/score-card',
  'search-box/search-box',
  'search-results/search-results',
  'qr-code/qr-code',
  'request-fail/request-fail',
  'shot-chart/shot-chart',
  'shot-map/shot-map',
  'star-button/star-button',
  'tabs/tabs',
  'textarea-counter/textarea-counter',
  'toast/toast',
  'virtual-list/virtual-list',
  'xg-race-chart/xg-race-chart',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(
      components.map((path) => [`parts/${path.split('/')[1]}`, `src/${path}.tsx`]),
    ),
  },
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peer and regular dependencies stay imports; Swiper stays a dynamic import the app splits off;
  // uqr stays an import too, so only the app's route that draws a QR code bundles it.
  external: ['react', 'react-dom', 'swiper', 'uqr'],
});
