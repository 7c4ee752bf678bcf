/** Reloads one piece of the page's data; what it returns is awaited and otherwise ignored. */
export type Reload = () => Promise<unknown> | undefined;

/**
 * What "reload the data" means for the page on screen: every data hook it has mounted (its HTTP
 * calls, in the spirit of TanStack Query's active queries). The socket is not part of it; the app's
 * refresh reopens the socket of a page that holds a scene, once. A hook that unmounts leaves; a page
 * that leaves takes its hooks with it, so only the page on screen reloads.
 */
export class PageReloads {
  readonly #active = new Set<Reload>();

  /** Registers one reload of the page (a function of its own); returns the function that removes it. */
  register(reload: Reload): () => void {
    this.#active.add(reload);
    return () => {
      this.#active.delete(reload);
    };
  }

  /** How many reloads are registered (the mounted data hooks). */
  get size(): number {
    return this.#active.size;
  }

  /** Runs every registered reload once, together; resolves when all have settled. */
  async run(): Promise<void> {
    await Promise.allSettled([...this.#active].map((reload) => reload()));
  }
}
