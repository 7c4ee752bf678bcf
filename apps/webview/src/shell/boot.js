// Picks the first paint's skeleton (index.html, src/shell/boot.css) from the route in the hash,
// before the app's scripts arrive. The build puts it inline in the document's head
// (first-paint.config.ts), so the skeleton is in the very first frame with no request of its own;
// the server allows it by its hash, not with 'unsafe-inline' (docs/reliability.md §2).
(() => {
  // The score header each match page holds while it loads (live-match-frame.tsx and the pages'
  // own header slots), by the page's path under its sport; a basketball live header is taller.
  const MATCH_HEADERS = {
    'live/live': 'football',
    'facts/facts': 'football',
    'statistics/statistics': 'basketball',
    'exponent/exponent': 'odds',
    'exponent/detail': 'odds',
    'data/data': 'crests',
    'lineup/lineup': 'crests',
    'gen/gen': 'compact',
  };
  const path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  const match = /^\/pages\/(soccer|basketball)\/(\w+\/\w+)$/.exec(path);
  let header = match ? MATCH_HEADERS[match[2]] : undefined;
  if (header === 'football' && match[1] === 'basketball') header = 'basketball';
  const kind = path === '/' ? 'list' : header ? `match match-${header}` : 'page';
  document.documentElement.setAttribute('data-boot', kind);

  // The opened page's own code and style, asked for now, beside the entry, rather than once the
  // entry has run and found the route. The build writes each route's files in here
  // (route-preload.config.ts); the app's loader then finds them loaded or on their way.
  const ROUTE_FILES = { files: [], routes: {} };
  for (const index of ROUTE_FILES.routes[path] || []) {
    const file = ROUTE_FILES.files[index];
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `./assets/${file}`;
    document.head.appendChild(link);
  }
})();
