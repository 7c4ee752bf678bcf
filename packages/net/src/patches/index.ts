/**
 * `@kanqiu/net/patches`: reading and applying page patches (docs/contract.md §2.6), a chunk of its own.
 * Hand `scenePatcher` to the live socket (`patches` of its options) and it asks the server for them.
 * @packageDocumentation
 */
import { isNewerUpdate } from '@kanqiu/core';
import type { ScenePatcher } from '../socket/scene-patcher';
import { shareStructure } from '../socket/share-structure';
import { readPatch } from './read-patch';
import { check, type Issues, patchPage } from './scene-patch';

export { readPatch } from './read-patch';
export { patchPage } from './scene-patch';
export { schemaAtPath } from './schema-at-path';

/** Reads `page_patch` frames and applies them, checking only what each patch brings. */
export const scenePatcher: ScenePatcher = {
  step(schema, held, content) {
    const patch = readPatch(content);
    if (typeof patch === 'string') {
      return { kind: 'resync', reason: 'invalid page_patch', detail: patch };
    }
    if (held && !isNewerUpdate(patch.up_time, held.up_time)) return { kind: 'ignore' };
    if (!held || held.up_time !== patch.base_up_time) {
      return {
        kind: 'resync',
        reason: 'page_patch on another base',
        detail: { held: held?.up_time ?? null, base: patch.base_up_time },
      };
    }
    const outcome = patchPage(schema, held, patch);
    if (!outcome.ok) {
      const detail = outcome.issues ? issuesOf(outcome.issues) : outcome.detail;
      return { kind: 'resync', reason: outcome.reason, detail };
    }
    if (outcome.checked) return { kind: 'page', page: outcome.page };
    const whole = check(schema, outcome.page);
    if ('issues' in whole) {
      return { kind: 'resync', reason: 'invalid page_patch', detail: issuesOf(whole.issues) };
    }
    // Validated whole, the page is new objects throughout: what did not change gets its old ones back.
    return { kind: 'page', page: shareStructure(held, whole.value as typeof held) };
  },
};

/** Issues as `{path, message}` pairs for the log, like the socket's own drops. */
function issuesOf(issues: Issues): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: (issue.path ?? [])
      .map((step) => (typeof step === 'object' && step !== null && 'key' in step ? step.key : step))
      .join('.'),
    message: issue.message,
  }));
}
