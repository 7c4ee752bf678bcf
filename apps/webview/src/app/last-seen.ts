/** How many answers the last-seen cache keeps; the least recently written go first. */
export const LAST_SEEN_MAX_ENTRIES = 40;

/** The largest answer (as JSON characters) the cache keeps; a larger one is not worth the storage. */
export const LAST_SEEN_MAX_CHARS = 500_000;

const PREFIX = 'kanqiu:last-seen:';
const INDEX_KEY = `${PREFIX}index`;

/** An answer as the app last received it, and when. */
export interface LastSeen<T> {
  data: T;
  /** When it was fetched, in ms since the epoch. */
  at: number;
}

interface Stored {
  build: string;
  at: number;
  data: unknown;
}

/**
 * The build the cache belongs to: the name of the entry script, which changes with every build.
 * Data of another build may not match this build's shapes, so it is never read.
 */
function buildId(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readIndex(store: Storage): string[] {
  try {
    const index: unknown = JSON.parse(store.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(index) ? index.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The last answer of the page-data call `key` (docs/offline.md): match, team and player pages paint
 * it at once on a second open, and an offline fan reads it marked with its time. Answers were
 * validated by @kanqiu/net when they arrived; only this build's answers are read.
 */
export function readLastSeen<T>(key: string): LastSeen<T> | null {
  const store = storage();
  if (!store) return null;
  try {
    const stored = JSON.parse(store.getItem(PREFIX + key) ?? 'null') as Stored | null;
    if (!stored || stored.build !== buildId() || typeof stored.at !== 'number') return null;
    return { data: stored.data as T, at: stored.at };
  } catch {
    return null;
  }
}

/** Keeps `data` as the last answer of `key`; a full or missing storage keeps nothing. */
export function writeLastSeen(key: string, data: unknown, at = Date.now()): void {
  const store = storage();
  if (!store || data === null || data === undefined) return;
  try {
    const text = JSON.stringify({ build: buildId(), at, data } satisfies Stored);
    if (text.length > LAST_SEEN_MAX_CHARS) return;
    const index = readIndex(store).filter((entry) => entry !== key);
    index.push(key);
    while (index.length > LAST_SEEN_MAX_ENTRIES) {
      const oldest = index.shift();
      if (oldest !== undefined) store.removeItem(PREFIX + oldest);
    }
    store.setItem(PREFIX + key, text);
    store.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // Storage full or refused (a private window): the app works as without the cache.
  }
}
