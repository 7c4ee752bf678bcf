import type { PagePatchOp, PagePatchPath } from './contract/page-patch';

/** A patch that does not fit the page it is applied to: a path that leads nowhere, a non-array append. */
export class PagePatchError extends Error {
  override readonly name = 'PagePatchError';
}

type Json = Record<string, unknown> | unknown[];

/**
 * Applies patch ops to a page and returns the new page. Nothing is changed in place: each op copies
 * only the objects and arrays on its path, so every part of `page` no op touched keeps its identity
 * (memoised sections of the page skip). Throws {@link PagePatchError} when an op does not fit.
 */
export function applyPagePatch<T>(page: T, ops: readonly PagePatchOp[]): T {
  let root: unknown = page;
  // Containers copied by this patch: a second op on the same container changes the copy in place.
  const fresh = new Set<unknown>();
  for (const op of ops) root = applyOp(root, op, fresh);
  return root as T;
}

function applyOp(root: unknown, op: PagePatchOp, fresh: Set<unknown>): unknown {
  const { path } = op;
  if (path.length === 0) {
    if (op.op === 'set') return op.value;
    const items = op.op === 'remove' ? null : op.items;
    return changeArray(root, op.op, items, path, fresh);
  }
  const copy = writable(root, path, 0, fresh);
  let parent: Json = copy;
  for (let depth = 0; depth < path.length - 1; depth += 1) {
    const step = path[depth] as string | number;
    const child = writable(read(parent, step, path), path, depth + 1, fresh);
    write(parent, step, child);
    parent = child;
  }
  const last = path[path.length - 1] as string | number;
  switch (op.op) {
    case 'set':
      if (Array.isArray(parent) && (typeof last !== 'number' || last > parent.length)) {
        throw new PagePatchError(`set past the end of the array at ${show(path)}`);
      }
      write(parent, last, op.value);
      break;
    case 'remove':
      if (Array.isArray(parent) || !Object.hasOwn(parent, last)) {
        throw new PagePatchError(`nothing to remove at ${show(path)}`);
      }
      delete parent[last as string];
      break;
    default:
      write(parent, last, changeArray(read(parent, last, path), op.op, op.items, path, fresh));
  }
  return copy;
}

function changeArray(
  target: unknown,
  op: string,
  items: readonly unknown[] | null,
  path: PagePatchPath,
  fresh: Set<unknown>,
): unknown[] {
  if (!Array.isArray(target) || items === null) {
    throw new PagePatchError(`${op} needs an array at ${show(path)}`);
  }
  const out = op === 'append' ? [...target, ...items] : [...items, ...target];
  fresh.add(out);
  return out;
}

/** The container at `path[0..depth]` made safe to write: copied once per patch. */
function writable(value: unknown, path: PagePatchPath, depth: number, fresh: Set<unknown>): Json {
  if (typeof value !== 'object' || value === null) {
    throw new PagePatchError(`no object or array at ${show(path.slice(0, depth))}`);
  }
  if (fresh.has(value)) return value as Json;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  fresh.add(copy);
  return copy;
}

function read(parent: Json, step: string | number, path: PagePatchPath): unknown {
  if (Array.isArray(parent) ? typeof step !== 'number' : typeof step !== 'string') {
    throw new PagePatchError(`step ${String(step)} does not fit at ${show(path)}`);
  }
  if (!Object.hasOwn(parent, step)) throw new PagePatchError(`nothing at ${show(path)}`);
  return (parent as Record<string | number, unknown>)[step];
}

function write(parent: Json, step: string | number, value: unknown): void {
  // A `__proto__` key would change the object's prototype instead of adding a field.
  if (step === '__proto__') throw new PagePatchError('a patch may not write __proto__');
  if (Array.isArray(parent) ? typeof step !== 'number' : typeof step !== 'string') {
    throw new PagePatchError(`step ${String(step)} does not fit`);
  }
  (parent as Record<string | number, unknown>)[step] = value;
}

function show(path: PagePatchPath): string {
  return path.length === 0 ? '(page)' : path.join('.');
}
