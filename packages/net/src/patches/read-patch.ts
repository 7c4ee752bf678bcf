import type { PagePatchContent, PagePatchOp } from '@kanqiu/core/contract/base';

const ARRAY_OPS = new Set(['append', 'prepend']);

/**
 * Reads the content of a `page_patch` frame: the shape of `pagePatchContentSchema`
 * (docs/contract.md §2.6), checked by hand so that this chunk loads no schema library of its own
 * (the check of every value a patch brings is the scene's schema). A string says what is wrong.
 */
export function readPatch(content: unknown): PagePatchContent | string {
  if (typeof content !== 'object' || content === null) return 'not an object';
  const { ops, scene, base_up_time, up_time, revision } = content as Record<string, unknown>;
  if (!Array.isArray(ops)) return 'ops is not a list';
  if (typeof scene !== 'string' || scene === '') return 'no scene';
  if (!Number.isFinite(base_up_time) || !Number.isFinite(up_time)) return 'no up_time';
  if (revision !== undefined && !isIndex(revision)) return 'bad revision';
  for (const op of ops) {
    const problem = opProblem(op);
    if (problem) return problem;
  }
  return {
    ops: ops as PagePatchOp[],
    scene,
    base_up_time: base_up_time as number,
    up_time: up_time as number,
    ...(revision === undefined ? {} : { revision: revision as number }),
  };
}

function opProblem(op: unknown): string | null {
  if (typeof op !== 'object' || op === null) return 'an op is not an object';
  const { op: kind, path, items } = op as Record<string, unknown>;
  if (!Array.isArray(path) || !path.every((step) => typeof step === 'string' || isIndex(step))) {
    return 'an op has no path';
  }
  if (kind === 'set') return 'value' in op ? null : 'a set has no value';
  if (kind === 'remove') return null;
  if (ARRAY_OPS.has(kind as string)) return Array.isArray(items) ? null : `${kind} has no items`;
  return `unknown op ${String(kind)}`;
}

function isIndex(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}
