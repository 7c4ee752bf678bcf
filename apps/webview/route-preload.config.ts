import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { ROUTES } from './src/routing/routes';

/** Where the pages' code is named, one `import('./pages/…')` per route (or per shared loader). */
const PAGE_LOADERS = fileURLToPath(new URL('./src/page-loaders.ts', import.meta.url));
const SRC = fileURLToPath(new URL('./src/', import.meta.url));
/** `name: () => import('./pages/…')` and `const name: PageLoader = () => import('./pages/…')`. */
const LOADER = /(?:const )?(\w+)(?:: PageLoader)?\s*[:=]\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
/**
 * The routes whose files the document names: the entry page and the sports' pages, which hosts and
 * notifications open directly. Every other page's table would only grow the document every fan
 * downloads first; those pages load their code as before, once the entry has run.
 */
const PRELOADED_ROUTE = /^\/$|^\/pages\/(soccer|basketball)\//;
/** `route: sharedLoader,` */
const SHARED_LOADER = /^\s*(\w+): (\w+),$/gm;

/**
 * The files a route needs beyond the entry, in one list shared by every route, and each route's
 * path (and alias) with the indexes of its files: the inline boot script asks for them while the
 * entry loads (`src/shell/boot.js`), instead of after the entry has run and found the route.
 */
export interface RouteFiles {
  /** File names under `assets/`: scripts end in `.js`, stylesheets in `.css`. */
  files: string[];
  /** Hash path → indexes into `files`. */
  routes: Record<string, number[]>;
}

/** The source module (absolute path, without extension) of each route's page, by route name. */
function pageModules(): Map<string, string> {
  const source = readFileSync(PAGE_LOADERS, 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, module] of source.matchAll(LOADER)) {
    if (name && module) modules.set(name, `${SRC}${module}`);
  }
  for (const [, name, shared] of source.matchAll(SHARED_LOADER)) {
    const module = shared ? modules.get(shared) : undefined;
    if (name && module) modules.set(name, module);
  }
  return modules;
}

/** Every chunk reachable from `fileName` through static imports, itself included. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) staticClosure(bundle, next, seen);
  return seen;
}

/**
 * Each route's page chunk with the chunks and stylesheets it imports, less what the entry already
 * brings (the document preloads those itself), read from the finished bundle.
 */
export function routeFilesOf(bundle: Rollup.OutputBundle): RouteFiles {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntry = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.tsx?$/, ''), chunk);
  }
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = file.replace(/^assets\//, '');
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const modules = pageModules();
  const routes: Record<string, number[]> = {};
  for (const [name, route] of Object.entries(ROUTES)) {
    if (!PRELOADED_ROUTE.test(route.path)) continue;
    const module = modules.get(name);
    const page = module ? byModule.get(module) : undefined;
    if (!page) continue;
    const needed = [...staticClosure(bundle, page.fileName)].filter((file) => !inEntry.has(file));
    const styles = needed.flatMap((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
    const indexes = [...new Set([...needed, ...styles].map(indexOf))];
    const aliases: readonly string[] = 'aliases' in route ? route.aliases : [];
    for (const path of [route.path, ...aliases]) {
      if (PRELOADED_ROUTE.test(path)) routes[path] = indexes;
    }
  }
  return { files, routes };
}
