import type { ScenePageBase, ScenePush } from '@kanqiu/core/contract/base';
import type * as v from 'valibot';

/** A push of whatever scene the page holds (`AnyScenePush` of the socket's options). */
type AnyScenePush = ScenePush<ScenePageBase>;

/**
 * What a page patch does to the page held: gives the `page` it leads to, is `ignore`d (a patch of a
 * page already had), or asks for the whole page again (`resync`: not for the page held, does not fit
 * it, or brings invalid values), with the reason to log.
 */
export type PatchStep =
  | { kind: 'page'; page: AnyScenePush }
  | { kind: 'ignore' }
  | { kind: 'resync'; reason: string; detail: unknown };

/**
 * What reads and applies page patches (docs/contract.md §2.6): `scenePatcher` of
 * `@kanqiu/net/patches`, a chunk of its own so pages that never take a push do not load it. The live
 * socket asks the server for patches only once it holds one.
 */
export interface ScenePatcher {
  /**
   * Applies the content of a `page_patch` frame to `held`, the page of the scene held (validated
   * against `schema`), checking only what the patch brings.
   */
  step(
    schema: v.GenericSchema<unknown, AnyScenePush>,
    held: AnyScenePush | null,
    content: unknown,
  ): PatchStep;
}
