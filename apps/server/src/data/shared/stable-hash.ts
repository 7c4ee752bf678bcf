/**
 * FNV-1a 32-bit hash of a string. Used wherever the data layer needs a choice that looks varied but
 * is the same on every run (which commentary template a line uses), so no `Math.random` is needed.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One item of a non-empty list, chosen by the stable hash of `key`. */
export function pickStable<T>(items: readonly T[], key: string): T {
  if (items.length === 0) throw new RangeError('pickStable needs at least one item');
  return items[stableHash(key) % items.length] as T;
}
