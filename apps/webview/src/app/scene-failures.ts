/**
 * The live socket's subscribe of a scene failed (a server error, an answer that could not be read):
 * the scene's page will not come over that socket, so the page on screen says so at once instead of
 * waiting out its patience (docs/offline.md §2). An unknown scene (4004) is a missing match instead.
 */
export class SceneFailures {
  readonly #listeners = new Set<(scene: string) => void>();

  /** Records that subscribing `scene` failed. */
  report(scene: string): void {
    for (const listener of this.#listeners) listener(scene);
  }

  /** Calls `listener` with the scene of every failed subscribe; returns the function that stops it. */
  readonly subscribe = (listener: (scene: string) => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}
