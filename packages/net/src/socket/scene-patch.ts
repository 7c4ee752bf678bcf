import { applyPagePatch, PagePatchError } from '@kanqiu/core';
import type { PagePatchContent, PagePatchOp } from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import { toValidationIssues } from '../validation-issues';
import type { AnyScenePush } from './live-socket-options';
import { schemaAtPath } from './schema-at-path';
import { shareStructure } from './share-structure';

type PushSchema = v.GenericSchema<unknown, AnyScenePush>;

/** A patch turned into the page it leads to, or why it could not be. */
export type PatchOutcome =
  | { ok: true; page: AnyScenePush }
  | { ok: false; reason: string; detail?: unknown };

/**
 * Applies a page patch (docs/contract.md §2.6) to the page held, which must be the patch's base.
 * Only what the patch brings is validated, each op's values against the schema at its path, so the
 * work is proportional to the change; an op whose path has no schema of its own (a union, a key the
 * schema does not know, a `remove`) makes the whole new page validated instead, as a whole push is.
 * Everything the ops did not touch keeps its identity.
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
    if ('issues' in result) {
      return { ok: false, reason: 'invalid patch', detail: toValidationIssues(result.issues) };
    }
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
  if (!whole) return { ok: true, page };
  const result = v.safeParse(schema, page);
  if (!result.success) {
    return { ok: false, reason: 'invalid patch', detail: toValidationIssues(result.issues) };
  }
  // Validated whole, the page is new objects throughout: what did not change gets its old ones back.
  return { ok: true, page: shareStructure(held, result.output) };
}

/**
 * One op with its values validated (and as the schema outputs them); `op: null` when its path has
 * no schema of its own; `issues` when a value does not fit.
 */
function checkOp(
  schema: PushSchema,
  op: PagePatchOp,
): { op: PagePatchOp | null } | { issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] } {
  if (op.op === 'remove') return { op: null };
  const target = schemaAtPath(schema, op.path);
  if (!target) return { op: null };
  if (op.op === 'set') {
    const result = v.safeParse(target, op.value);
    return result.success ? { op: { ...op, value: result.output } } : { issues: result.issues };
  }
  const array = schemaAtPath(target, [0]);
  if (!array) return { op: null };
  const items: unknown[] = [];
  for (const item of op.items) {
    const result = v.safeParse(array, item);
    if (!result.success) return { issues: result.issues };
    items.push(result.output);
  }
  return { op: { ...op, items } };
}
