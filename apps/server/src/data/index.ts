export type {
  Catalog,
  LoadedCatalog,
  LoadedReplayMatch,
  ReplayMatch,
  TeamRef,
} from './catalog';
export type { LoadCatalogOptions } from './load-catalog';
export { loadCatalog } from './load-catalog';
