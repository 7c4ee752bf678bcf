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
const loads = new Map<string, Promise<{ default: ComponentType }>>();

/**
 * Starts loading the code of the route at `path`, once: the lazy component of {@link lazyPage}
 * renders from the same load.
 */
export function startPageLoad(
  path: string,
  load: () => Promise<ComponentType>,
): Promise<{ default: ComponentType }> {
  let started = loads.get(path);
  if (!started) {
    // The page renders in the task after the one that evaluated its code: together they were one
    // long task on a slow phone (docs/performance.md, "The match pages' blocking time").
    started = loadChunk(load).then(
      (component) => new Promise((resolve) => setTimeout(resolve, 0, { default: component })),
    );
    // Handled where the page renders; a load started ahead of it must not be reported unhandled.
    started.catch(() => undefined);
    loads.set(path, started);
  }
  return started;
}

/**
 * The lazy component of the route at `path`, created once; {@link forgetPage} lets a failed load be
 * retried.
 */
export function lazyPage(path: string, load: () => Promise<ComponentType>) {
  let page = cache.get(path);
  if (!page) {
    page = lazy(() => startPageLoad(path, load));
    cache.set(path, page);
  }
  return page;
}

/** Drops the cached lazy component of a route so that the next render loads it again. */
export function forgetPage(path: string): void {
  cache.delete(path);
  loads.delete(path);
}
