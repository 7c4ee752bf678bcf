/**
 * Names shared by the service worker's build (`pwa.config.ts`) and the page (docs/offline.md). The
 * route chunks cache holds the code of the pages a fan has visited; its names carry their hash, so
 * a chunk there never changes and is served from it without asking the network.
 */
export const ROUTE_CHUNK_CACHE = 'kanqiu-route-chunks';

/** The images of matches, teams and players the pages showed (`/static/`). */
export const STATIC_IMAGE_CACHE = 'kanqiu-static-images';

/** How many route chunks (scripts and styles) the cache keeps; the least recently used go first. */
export const ROUTE_CHUNK_MAX_ENTRIES = 300;

/** How many images the cache keeps; the least recently used go first. */
export const STATIC_IMAGE_MAX_ENTRIES = 300;

/** The service worker's file, beside `index.html`. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Paths the service worker never answers: the API, the live socket, the images' own rules, health. */
export const NETWORK_ONLY_PATHS: readonly RegExp[] = [/^\/api\//, /^\/ws/, /^\/healthz/];
