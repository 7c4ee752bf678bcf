// The routes the benchmarks visit (docs/performance.md): each with the element that shows its content
// (for a match page, the score).
const FINAL = '2058017';

/** `{ name, path, ready }`: a route of the production build and the selector of its content. */
export const BENCH_ROUTES = [
  { name: 'home', path: '/#/', ready: '.home-match', source: 'src/pages/home/home-page.tsx' },
  {
    name: 'live',
    path: `/#/pages/soccer/live/live?match_id=${FINAL}`,
    ready: '[data-testid="match-score"]',
    source: 'src/pages/football/live/live-page.tsx',
  },
  {
    name: 'facts',
    path: `/#/pages/soccer/facts/facts?match_id=${FINAL}`,
    ready: '[data-testid="match-score"]',
    source: 'src/pages/football/facts/facts-page.tsx',
  },
  {
    name: 'lineup',
    path: `/#/pages/soccer/lineup/lineup?match_id=${FINAL}`,
    ready: '[data-testid="match-score"]',
    source: 'src/pages/football/lineup/lineup-page.tsx',
  },
  {
    name: 'data',
    path: `/#/pages/soccer/data/data?match_id=${FINAL}`,
    ready: '[data-testid="match-score"]',
    source: 'src/pages/football/data/data-page.tsx',
  },
  {
    name: 'exponent',
    path: `/#/pages/soccer/exponent/exponent?match_id=${FINAL}`,
    ready: '[data-testid="match-score"]',
    source: 'src/pages/football/exponent/exponent-page.tsx',
  },
  {
    name: 'model',
    path: '/#/pages/soccer/model/model',
    ready: '.pick-card',
    source: 'src/pages/football/model/model-page.tsx',
  },
];
