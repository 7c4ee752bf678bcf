import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Where the server's own files (the advert images) are served. */
export const STATIC_PREFIX = '/static/';
/** The query parameter that names a static file's content version (`…/models.svg?v=3f2a9c1e`). */
export const STATIC_VERSION_PARAM = 'v';
/** Hex digits of a file's SHA-256 kept as its version: enough to tell builds of a few files apart. */
const VERSION_LENGTH = 10;

/** The content version of each file the server serves under `/static/`, by its URL path. */
export type StaticVersions = ReadonlyMap<string, string>;

/**
 * Reads every file under `dir` once and names it by the start of its content hash, so a URL that
 * carries the version serves those bytes and no other; a changed image gets a new URL
 * (docs/performance.md, "Advert images cached for a year"). A missing folder has no versions.
 */
export function staticVersions(dir: string): StaticVersions {
  const versions = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return versions;
  }
  for (const name of names) {
    let content: Buffer;
    try {
      content = readFileSync(join(dir, name));
    } catch {
      continue; // a folder
    }
    const path = `${STATIC_PREFIX}${relative(dir, join(dir, name)).split(sep).join('/')}`;
    const version = createHash('sha256').update(content).digest('hex').slice(0, VERSION_LENGTH);
    versions.set(path, version);
  }
  return versions;
}

/** `url` with its file's content version, when it is a static file the server has; else as given. */
export function versionedUrl(url: string, versions: StaticVersions): string {
  const version = versions.get(url);
  return version === undefined ? url : `${url}?${STATIC_VERSION_PARAM}=${version}`;
}

/**
 * Whether a request for a static file names the version the server holds: only then may it be
 * cached for good, since the same URL will never serve other bytes.
 */
export function isCurrentVersion(requestUrl: string, versions: StaticVersions): boolean {
  const url = new URL(requestUrl, 'http://static.invalid');
  const version = url.searchParams.get(STATIC_VERSION_PARAM);
  return version !== null && versions.get(url.pathname) === version;
}
