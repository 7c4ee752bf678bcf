import { SOCKET_MAX_SCENES } from '@kanqiu/core';

/**
 * The scenes one connection is subscribed to, counted against the server's limit
 * (`SOCKET_MAX_SCENES`, docs/follows.md "The scene limit"). The server keeps a connection's scenes
 * until it closes, so the count only grows until the next connection.
 */
export class SceneBudget {
  readonly #subscribed = new Set<string>();
  readonly #limit: number;

  constructor(limit: number = SOCKET_MAX_SCENES) {
    this.#limit = limit;
  }

  /** A new connection starts with no scene. */
  clear(): void {
    this.#subscribed.clear();
  }

  /**
   * Counts `scene` against the limit. False when it is not yet subscribed and the connection holds
   * the limit already: the caller opens a new connection instead of subscribing.
   */
  take(scene: string): boolean {
    if (this.#subscribed.has(scene)) return true;
    if (this.#subscribed.size >= this.#limit) return false;
    this.#subscribed.add(scene);
    return true;
  }
}
