/** Where the device keeps the fan's recent searches. */
export const RECENT_SEARCHES_KEY = 'kanqiu.search.recent';
/** Recent searches kept; the oldest goes when a new one comes. */
export const RECENT_SEARCHES_MAX = 10;
/** Longest query kept: longer text is not a search worth repeating. */
export const RECENT_SEARCH_MAX_LENGTH = 40;

/** `window.localStorage`, or `null` where the webview forbids storage (reading it throws then). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The recent searches on this device, newest first; anything unreadable counts as none. */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

function write(list: readonly string[]): void {
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // A full or forbidden storage keeps the list of this visit only.
  }
}

/** Puts `query` first among the recent searches (once) and returns the new list. */
export function rememberSearch(query: string): string[] {
  const text = query.trim();
  const now = readRecentSearches();
  if (text === '' || text.length > RECENT_SEARCH_MAX_LENGTH) return now;
  const next = [text, ...now.filter((item) => item !== text)].slice(0, RECENT_SEARCHES_MAX);
  write(next);
  return next;
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  write([]);
}
