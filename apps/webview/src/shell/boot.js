// Picks the first paint's skeleton (index.html, src/shell/boot.css) from the route in the hash,
// before the app's scripts arrive. The build puts it inline in the document's head
// (first-paint.config.ts), so the skeleton is in the very first frame with no request of its own;
// the server allows it by its hash, not with 'unsafe-inline' (docs/reliability.md §2).
(() => {
  // What this script needs to know of the app (the scene's name, storage keys, codes), which the
  // build reads from the app's own modules and writes in here (boot-constants.config.ts).
  const APP = {};

  // The score header each match page holds while it loads (live-match-frame.tsx and the pages'
  // own header slots), by the page's path under its sport; a basketball live header is taller.
  const MATCH_HEADERS = {
    'live/live': 'football',
    'facts/facts': 'football',
    'statistics/statistics': 'crests',
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

  // A match page's largest paint is its first advert image. The server writes the first image of
  // each advert place into the document (apps/server/src/http/boot-adverts.ts), so it is asked for
  // now, with high priority, and drawn in the skeleton's advert box (boot.css), rather than once the
  // entry, the page's code and the banner call have run; the app's banner then shows the same
  // image, from the cache, in the same place. The table names this server's banners, so it is read
  // only when the app asks this server for them (no apiBase given, app/config.ts), and not on a day
  // the reader closed the advert (match/shared/advert-closed.ts).
  const BUILT_API_BASE = '';
  const injected = window.__KANQIU_CONFIG__ || {};
  const advertImage = () => {
    if (BUILT_API_BASE || injected.apiBase) return null;
    try {
      const today = new Date(Date.now() + APP.beijingOffsetMs).toISOString().slice(0, 10);
      if (localStorage.getItem(APP.advertClosedKey) === today) return null;
    } catch {}
    try {
      const table = JSON.parse(document.getElementById('kq-boot-adverts').textContent);
      const named = table[APP.matchAdvertPlace];
      if (typeof named !== 'string' || named === '') return null;
      const url = new URL(named, location.href);
      // Only an image of this server, and one that reads as a plain CSS string.
      return url.origin === location.origin && !/["\\\s]/.test(url.href) ? url.href : null;
    } catch {
      return null;
    }
  };
  const image = header ? advertImage() : null;
  if (image) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.fetchPriority = 'high';
    link.href = image;
    document.head.appendChild(link);
    document.documentElement.style.setProperty('--boot-advert-image', `url("${image}")`);
    document.documentElement.setAttribute('data-boot-advert', '');
  }

  /** Asks for one of the app's files under `assets/`: a script as a module, a stylesheet as style. */
  const ask = (file) => {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `./assets/${file}`;
    document.head.appendChild(link);
  };

  // The entry's own imports, asked for here, after the advert image, rather than by the document:
  // the browser reads a document's links before it runs any of its scripts, and on a connection
  // that carries six requests at a time (HTTP/1.1) the image, the match page's largest paint, would
  // wait behind a dozen scripts. The document still names the entry itself, which runs once the
  // document is read. The build writes the file names in (first-paint.config.ts); the entry's
  // imports would find them anyway, so a script that stopped before here only makes them later.
  const ENTRY_FILES = [];
  for (const file of ENTRY_FILES) ask(file);

  // Calls asked below only go to this page's own server, with the headers of the app's calls: JSON,
  // and the host's token as the app's client sends it.
  const ownServer = !BUILT_API_BASE && !injected.apiBase;
  const callHeaders = () => {
    const headers = { 'content-type': 'application/json' };
    try {
      const token = (localStorage.getItem(APP.tokenKey) || '').trim();
      if (token) headers.authorization = token.startsWith(APP.bearer) ? token : APP.bearer + token;
    } catch {}
    return headers;
  };

  // Whether the opened match exists, asked now, beside the entry, rather than once the entry and
  // all its imports have run (app/early-match-check.ts adopts the answer instead of asking again,
  // docs/offline.md §2): the same scene load the app sends, on the match pages it asks for
  // (matchSceneOf: every match page but the football overview, which also opens matches the server
  // does not replay), and only when the API is this page's own server.
  const query = new URLSearchParams(location.hash.split('?')[1] || '');
  const matchId = query.get('match_id') || '';
  const sceneName = APP.questionPages[path];
  if (sceneName && new RegExp(APP.sceneId).test(matchId) && ownServer) {
    const scene = sceneName[0] + matchId + sceneName[1];
    const headers = callHeaders();
    window.__KANQIU_MATCH_QUESTION__ = {
      location: location.hash,
      scene,
      missing: fetch(APP.scenePath, { method: 'POST', headers, body: JSON.stringify({ scene }) })
        .then((response) => (response.ok ? response.json() : null))
        .then(
          (body) => body?.code === APP.notFoundCode,
          () => false,
        ),
    };
  }

  // The model page's largest paint is the chosen model's description, which only the server knows:
  // it writes the models into the document (apps/server/src/http/boot-models.ts), so the skeleton
  // draws the page's intro from the first paint (boot-model.js draws the words kept here), chosen
  // by the page's rule (chosenModel, model/model-tabs.tsx: the model the URL names, or the first).
  // The page shows the same intro in the same place only once its modInit answer is in, so the
  // skeleton is held until then (`data-boot-held`, shell/boot-skeleton.tsx), not just until the
  // page's code has loaded. Only when the app asks this server, whose models these are.
  if (path === APP.modelPage && ownServer) {
    try {
      const models = JSON.parse(document.getElementById('kq-boot-models').textContent);
      const asked = query.get('model');
      const model = models.find((entry) => entry.key === asked) || models[0];
      const market = APP.modelMarkets[model.market];
      if (
        typeof model.name === 'string' &&
        typeof model.description === 'string' &&
        typeof market === 'string'
      ) {
        window.__KANQIU_BOOT_MODEL__ = { name: model.name, market, description: model.description };
        document.documentElement.setAttribute('data-boot', 'model');
        document.documentElement.setAttribute('data-boot-held', path);
      }
    } catch {}
  }

  // A fan known to follow nothing sees 我的关注's invitation first on the home page, its largest text
  // on a first visit: the document carries its words in the place the page puts them, shown from the
  // first paint rather than once the list is in. Known as the page knows it (followsKnownEmpty,
  // follow/early-follow-invite.tsx): no token at all and no follow kept on the device.
  if (kind === 'list' && !query.has('url')) {
    try {
      const kept = JSON.parse(localStorage.getItem(APP.followsKey) || 'null');
      if (
        !(localStorage.getItem(APP.tokenKey) || '').trim() &&
        !(Array.isArray(kept?.follows) && kept.follows.length > 0)
      ) {
        document.documentElement.setAttribute('data-boot-invite', '');
      }
    } catch {}
  }

  // The call whose answer draws the opened page's largest paint (the home page's list, the model
  // pages' models), asked now, beside the entry, rather than once the entry and the page's code have
  // run: the app's first call of the same kind takes this answer instead of asking again
  // (app/early-answers.ts). Not when the entry page shows a web page (`url`) instead of the list.
  const early = APP.earlyCalls[path];
  if (early && !query.has('url') && ownServer) {
    const headers = callHeaders();
    window.__KANQIU_EARLY_CALL__ = {
      path: early.path,
      body: early.body,
      authorization: headers.authorization || '',
      sentAt: performance.now(),
      response: fetch(early.path, { method: 'POST', headers, body: early.body }).catch(() => null),
    };
  }

  // The opened page's own code and style, asked for now, beside the entry, rather than once the
  // entry has run and found the route. The build writes each route's files in here
  // (route-preload.config.ts); the app's loader then finds them loaded or on their way.
  const ROUTE_FILES = { files: [], routes: {} };
  for (const index of ROUTE_FILES.routes[path] || []) ask(ROUTE_FILES.files[index]);
})();
