import type { LoadedCatalog, LoadedReplayMatch } from '../catalog';
import { loadCatalog } from '../load-catalog';
import { resolveDataDir } from '../shared/data-dir';
import { readJson } from '../shared/read-json';

let catalog: LoadedCatalog | undefined;

/** The real catalog, loaded once per test file. */
export function realCatalog(): LoadedCatalog {
  catalog ??= loadCatalog();
  return catalog;
}

/** A replay of the real catalog by id (fails the test when missing). */
export function replay(id: string): LoadedReplayMatch {
  const match = realCatalog().match(id);
  if (!match) throw new Error(`No replay ${id}`);
  return match;
}

/** Reads a raw data file, for checking conversions against the source itself. */
export function rawData<T>(...path: string[]): T {
  return readJson<T>(resolveDataDir(), ...path);
}
