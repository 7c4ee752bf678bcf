/**
 * Returns `next`, reusing every part of `prev` that is deeply equal to the matching part of `next`:
 * when nothing changed the result is `prev` itself, and an array or object that changed keeps the
 * identity of its unchanged members. Pushes are the scene's whole state; with this, the parts of a
 * page that a push did not change stay the same objects, so memoised sections of the page skip.
 *
 * Only plain JSON values are walked (what `JSON.parse` and schema validation produce); anything else
 * is compared by identity. Arrays whose items all carry a distinct `id` are matched by id, others by
 * position.
 */
export function shareStructure<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    // Lists of items with ids (text-live lines, incidents) grow at either end: match by id, so an
    // item keeps its object when others arrive before it.
    const byId = itemsById(prev);
    let same = prev.length === next.length;
    const out = next.map((item, index) => {
      const before = byId && isPlainObject(item) ? byId.get(item.id) : prev[index];
      const shared = shareStructure(before, item);
      if (shared !== prev[index]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = shareStructure(prev[key], next[key]);
      if (shared !== prev[key] || !Object.hasOwn(prev, key)) same = false;
      out[key] = shared;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

function itemsById(items: readonly unknown[]): Map<unknown, unknown> | null {
  const map = new Map<unknown, unknown>();
  for (const item of items) {
    if (!isPlainObject(item)) return null;
    const id = item.id;
    if ((typeof id !== 'string' && typeof id !== 'number') || map.has(id)) return null;
    map.set(id, item);
  }
  return map;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
