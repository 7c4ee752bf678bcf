import type { PagePatchOp } from '@kanqiu/core/contract/base';

type Path = PagePatchOp['path'];

/**
 * The patch ops that turn `prev` into `next` (docs/contract.md §2.6): unchanged parts give no op, a
 * changed leaf or a reshaped array one `set`, a key that went one `remove`, and an array that only
 * grew at its end (text live, play-by-play) or its start one `append` or `prepend` with the new items
 * only. Computed once per scene update, for every connection that takes patches.
 */
export function diffPage(prev: unknown, next: unknown): PagePatchOp[] {
  const ops: PagePatchOp[] = [];
  diff(prev, next, [], ops);
  return ops;
}

function diff(prev: unknown, next: unknown, path: Path, ops: PagePatchOp[]): void {
  if (Object.is(prev, next)) return;
  if (Array.isArray(prev) && Array.isArray(next)) {
    diffArray(prev, next, path, ops);
    return;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    // A key holding `undefined` is absent on the wire (JSON drops it).
    for (const key of Object.keys(next)) {
      if (next[key] === undefined) continue;
      if (prev[key] !== undefined) diff(prev[key], next[key], [...path, key], ops);
      else ops.push({ op: 'set', path: [...path, key], value: next[key] });
    }
    for (const key of Object.keys(prev)) {
      if (prev[key] !== undefined && next[key] === undefined) {
        ops.push({ op: 'remove', path: [...path, key] });
      }
    }
    return;
  }
  if (!jsonEqual(prev, next)) ops.push({ op: 'set', path, value: next });
}

function diffArray(prev: unknown[], next: unknown[], path: Path, ops: PagePatchOp[]): void {
  const grown = next.length - prev.length;
  if (
    grown > 0 &&
    prev.length > 0 &&
    !jsonEqual(prev[0], next[0]) &&
    jsonEqual(prev[0], next[grown])
  ) {
    // Grew at the start: the old items follow the new ones.
    ops.push({ op: 'prepend', path, items: next.slice(0, grown) });
    for (let i = 0; i < prev.length; i += 1)
      diff(prev[i], next[i + grown], [...path, i + grown], ops);
    return;
  }
  if (grown < 0) {
    ops.push({ op: 'set', path, value: next });
    return;
  }
  for (let i = 0; i < prev.length; i += 1) diff(prev[i], next[i], [...path, i], ops);
  if (grown > 0) ops.push({ op: 'append', path, items: next.slice(prev.length) });
}

/** Deep equality of JSON values, with an identity shortcut for parts the source reused. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.hasOwn(b, key) || !jsonEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
