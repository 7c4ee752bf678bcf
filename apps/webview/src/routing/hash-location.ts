import { useSyncExternalStore } from 'react';

/**
 * Hash location where the query lives inside the hash, as native hosts open pages:
 * `index.html#/pages/soccer/live/live?match_id=2058017`. wouter's own hash hook reads the query as
 * part of the path and writes it outside the hash, so the app keeps its own.
 */

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(callback: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', emit);
    window.addEventListener('popstate', emit);
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
    if (listeners.size === 0) {
      window.removeEventListener('hashchange', emit);
      window.removeEventListener('popstate', emit);
    }
  };
}

/** Splits a hash (`#/a/b?x=1`) into its path (`/a/b`) and query (`x=1`). */
export function splitHash(hash: string): { path: string; search: string } {
  const body = hash.replace(/^#?\/?/, '');
  const at = body.indexOf('?');
  const path = `/${at === -1 ? body : body.slice(0, at)}`;
  return { path: path.replace(/\/+$/, '') || '/', search: at === -1 ? '' : body.slice(at + 1) };
}

function currentPath(): string {
  return splitHash(window.location.hash).path;
}

function currentSearch(): string {
  return splitHash(window.location.hash).search;
}

/** Writes `to` (a path with an optional query) into the hash, pushing or replacing a history entry. */
export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const { path, search } = splitHash(to);
  const url = new URL(window.location.href);
  url.hash = `${path}${search ? `?${search}` : ''}`;
  if (url.href === window.location.href) return;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
  // pushState fires no hashchange; tell the listeners ourselves.
  emit();
}

/** wouter location hook: `[path, navigate]`. */
export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigateHash];
}

/** wouter search hook: the query inside the hash, without `?`. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** Turns a route path into an `href` for links. */
export function hashHref(to: string): string {
  return `#${to}`;
}
