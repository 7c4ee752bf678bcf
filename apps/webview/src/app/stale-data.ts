/**
 * What the page on screen shows from the last-seen cache instead of a fresh answer, and since when:
 * the offline banner reads it to say "离线 · 14:02 的数据". A hook that shows cached data adds its key
 * with the time that data was fetched, and removes it once fresh data replaces it or it unmounts.
 */
export class StaleData {
  readonly #shown = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  #oldest: number | null = null;

  /** Marks data of `key`, fetched at `fetchedAt` (ms since the epoch), as shown from cache. */
  show(key: string, fetchedAt: number): () => void {
    this.#shown.set(key, fetchedAt);
    this.#changed();
    return () => {
      if (this.#shown.get(key) !== fetchedAt) return;
      this.#shown.delete(key);
      this.#changed();
    };
  }

  /** When the oldest cached data on screen was fetched; `null` when everything shown is fresh. */
  readonly oldest = (): number | null => this.#oldest;

  /** Calls `listener` whenever {@link oldest} changes; returns the function that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  #changed(): void {
    const oldest = this.#shown.size === 0 ? null : Math.min(...this.#shown.values());
    if (oldest === this.#oldest) return;
    this.#oldest = oldest;
    for (const listener of this.#listeners) listener();
  }
}
