import { applyPagePatch } from '@kanqiu/core';
import type { PagePatchContent } from '@kanqiu/core/contract/base';

/** The page a patch leads to from `held`, as a client that asked for patches rebuilds it. */
export function rebuildPage(
  held: Record<string, unknown>,
  patch: PagePatchContent,
): Record<string, unknown> {
  return {
    ...applyPagePatch(held, patch.ops),
    scene: patch.scene,
    up_time: patch.up_time,
    revision: patch.revision,
  };
}
