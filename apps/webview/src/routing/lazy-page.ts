import { CHUNK_LOAD_TIMEOUT_MS } from '@kanqiu/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page's code did not arrive in time, or failed to load (docs/behaviour.md §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a chunk, rejecting with {@link ChunkLoadError} after `timeoutMs` (docs/behaviour.md §9: 120 s). */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`页面代码加载超时（${timeoutMs / 1000} 秒）`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of the route at `path`, created once; {@link forgetPage} lets a failed load be
 * retried.
 */
export function lazyPage(path: string, load: () => Promise<ComponentType>) {
  let page = cache.get(path);
  if (!page) {
    page = lazy(() => loadChunk(load).then((component) => ({ default: component })));
    cache.set(path, page);
  }
  return page;
}

/** Drops the cached lazy component of a route so that the next render loads it again. */
export function forgetPage(path: string): void {
  cache.delete(path);
}
