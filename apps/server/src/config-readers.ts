/** Readers of environment variables: each names the variable when its value cannot be used. */

/** An http(s) URL, or `null` when the variable is unset. */
export function readUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.href;
}

/** An integer within `min`…`max`, or `fallback` when the variable is unset. */
export function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** `REPLAY_SPEED`: a number above 0 and at most 10000. */
export function readSpeed(env: NodeJS.ProcessEnv, fallback: number): number {
  const raw = env.REPLAY_SPEED?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000) {
    throw new Error(`REPLAY_SPEED must be a number above 0 and at most 10000, got "${raw}"`);
  }
  return value;
}

/** `1`/`true`/`yes` or `0`/`false`/`no`; unset is false. */
export function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

/** `id:seconds` pairs separated by commas, e.g. `2058017:1020,401656359:-60`. */
export function readStarts(raw: string | undefined): Map<string, number> {
  const starts = new Map<string, number>();
  if (!raw?.trim()) return starts;
  for (const part of raw.split(',')) {
    const match = /^\s*([A-Za-z0-9_-]{1,64})\s*:\s*(-?\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!match) {
      throw new Error(
        `REPLAY_START entries are match_id:seconds (e.g. 2058017:1020), got "${part}"`,
      );
    }
    starts.set(match[1] as string, Number(match[2]));
  }
  return starts;
}

/** `CORS_ORIGIN`: unset or `*` any origin, `off`/`none` only the server's own, else a comma list. */
export function readCors(raw: string | undefined): boolean | string[] {
  const value = raw?.trim();
  if (!value || value === '*') return true;
  if (value === 'off' || value === 'none') return false;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * A list of Content-Security-Policy sources separated by spaces or commas, or `fallback` when unset.
 * A source with a quote, a semicolon or a control character is refused: it could end the directive.
 */
export function readSources(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: readonly string[],
): readonly string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const sources = raw.split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    const keyword = /^'(self|none)'$/.test(source);
    if (!keyword && !/^[A-Za-z0-9*:/.+_-]+$/.test(source)) {
      throw new Error(`${name} holds a source that cannot be used: "${source}"`);
    }
  }
  return sources;
}

/** A URL with one of the given schemes (`postgres:`, `redis:`…), or `null` when unset. */
export function readServiceUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  protocols: readonly string[],
): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !protocols.includes(url.protocol)) {
    // The value may hold a password: name the variable and the schemes, never the value.
    throw new Error(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
  }
  return raw;
}
