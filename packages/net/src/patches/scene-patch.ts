import { applyPagePatch, PagePatchError } from '@kanqiu/core';
import type { PagePatchContent, PagePatchOp } from '@kanqiu/core/contract/base';
import type * as v from 'valibot';
import type { AnyScenePush } from '../socket/live-socket-options';
import { schemaAtPath } from './schema-at-path';

type PushSchema = v.GenericSchema<unknown, AnyScenePush>;
/** What a schema said about a value that failed it. */
export type Issues = readonly { message: string; path?: readonly unknown[] | undefined }[];

/**
 * Validates a value through the schema's Standard Schema interface (valibot's schemas carry it), so
 * this chunk needs no schema library of its own; the scene schemas are synchronous.
 */
export function check(
  schema: v.GenericSchema<unknown, unknown>,
  value: unknown,
): { value: unknown } | { issues: Issues } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('an asynchronous schema cannot check a patch');
  return result.issues ? { issues: result.issues } : { value: result.value };
}

/**
 * A patch turned into the page it leads to (`checked: false` when the page is still to be validated
 * whole), or why it could not be (`issues` of a value that failed its schema).
 */
export type PatchOutcome =
  | { ok: true; page: AnyScenePush; checked: boolean }
  | {
      ok: false;
      reason: string;
      issues?: Issues;
      detail?: unknown;
    };

/**
 * Applies a page patch (docs/contract.md §2.6) to the page held, which must be the patch's base.
 * Only what the patch brings is validated, each op's values against the schema at its path, so the
 * work is proportional to the change; when an op's path has no schema of its own (a union, a key the
 * schema does not know, a `remove`) the page comes back `checked: false`, for the socket to validate
 * whole as it does a whole push. Everything the ops did not touch keeps its identity.
 */
export function patchPage(
  schema: PushSchema,
  held: AnyScenePush,
  patch: PagePatchContent,
): PatchOutcome {
  const checked: PagePatchOp[] = [];
  let whole = false;
  for (const op of patch.ops) {
    const result = whole ? { op } : checkOp(schema, op);
    if ('issues' in result) return { ok: false, reason: 'invalid patch', issues: result.issues };
    if (result.op === null) {
      whole = true;
      checked.push(op);
    } else checked.push(result.op);
  }
  let page: AnyScenePush;
  try {
    page = applyPagePatch(held, checked);
  } catch (error) {
    if (!(error instanceof PagePatchError)) throw error;
    return { ok: false, reason: 'inapplicable patch', detail: error.message };
  }
  page = { ...page, scene: patch.scene, up_time: patch.up_time, revision: patch.revision };
  if (patch.revision === undefined) delete page.revision;
  return { ok: true, page, checked: !whole };
}

/**
 * One op with its values validated (and as the schema outputs them); `op: null` when its path has
 * no schema of its own; `issues` when a value does not fit.
 */
function checkOp(
  schema: PushSchema,
  op: PagePatchOp,
): { op: PagePatchOp | null } | { issues: Issues } {
  if (op.op === 'remove') return { op: null };
  const target = schemaAtPath(schema, op.path);
  if (!target) return { op: null };
  if (op.op === 'set') {
    const result = check(target, op.value);
    return 'issues' in result ? result : { op: { ...op, value: result.value } };
  }
  const array = schemaAtPath(target, [0]);
  if (!array) return { op: null };
  const items: unknown[] = [];
  for (const item of op.items) {
    const result = check(array, item);
    if ('issues' in result) return result;
    items.push(result.value);
  }
  return { op: { ...op, items } };
}
