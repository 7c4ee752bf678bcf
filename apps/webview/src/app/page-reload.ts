import { useEffect, useRef } from 'react';
import { useServices } from './services-context';

type Reload = () => Promise<unknown> | undefined;

/**
 * What "reload the data" means for the page on screen: its HTTP calls. The socket is not part of it;
 * the app's refresh reopens the socket of a page that holds a scene, once. The newest mounted page
 * wins.
 */
export class PageReloads {
  #current: Reload | null = null;

  /** Registers the page's reload; returns the function that removes it. */
  register(reload: Reload): () => void {
    this.#current = reload;
    return () => {
      if (this.#current === reload) this.#current = null;
    };
  }

  /** Runs the current page's reload, if it has one. */
  async run(): Promise<void> {
    await this.#current?.();
  }
}

/**
 * Registers the page's data reload (its HTTP calls) for the app's refresh: the host's `refresh`,
 * pull-to-refresh, the request-failure view's reload link, a new token, and an automatic socket
 * reconnect all run it, once each.
 */
export function usePageReload(reload: Reload): void {
  const { reloads } = useServices();
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => reloads.register(() => latest.current()), [reloads]);
}
