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
})();
