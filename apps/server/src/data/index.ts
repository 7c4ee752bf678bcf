export type { Catalog, LoadedCatalog, LoadedReplayMatch, ReplayMatch } from './catalog';
export type { LoadCatalogOptions } from './load-catalog';
export { loadCatalog } from './load-catalog';
