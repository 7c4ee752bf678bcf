/** Timeout of an HTTP request (docs/behaviour.md §9): 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Timeout of opening the live socket (docs/behaviour.md §9): 60 s. */
export const SOCKET_TIMEOUT_MS = 60_000;
/** Timeout of an upload (docs/behaviour.md §9): 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** Timeout of a download (docs/behaviour.md §9): 60 s. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;
/** Delay before an async page shows its loading view (docs/behaviour.md §9): 200 ms. */
export const ASYNC_PAGE_LOAD_DELAY_MS = 200;
/** Time an async page may take to load before it counts as failed (docs/behaviour.md §9): 60 s. */
export const ASYNC_PAGE_LOAD_TIMEOUT_MS = 60_000;
/** Time a code chunk may take to load before a `ChunkLoadError` (docs/behaviour.md §8, §9): 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
