import type { ModelInit } from '@kanqiu/core/contract/match';
import { jsonDataBlock } from './index-document';

/**
 * The id of the document's data block that names the prediction models; the model page's skeleton
 * script reads it by this id (apps/webview/src/shell/boot-model.js).
 */
export const BOOT_MODELS_ID = 'kq-boot-models';

/** What the model page's first paint shows of each model: its tab and the chosen one's intro. */
export type BootModels = ReadonlyArray<
  Pick<ModelInit['models'][number], 'key' | 'name' | 'market' | 'description'>
>;

/**
 * The models as `modInit` lists them, in its order, with only what the page's intro shows: the
 * document carries them so that the model page's largest paint, the chosen model's description, is
 * drawn from the document rather than once the app's code and its `modInit` call have run
 * (docs/performance.md, "The model page's intro from the document").
 */
export function bootModels(init: ModelInit): BootModels {
  return init.models.map(({ key, name, market, description }) => ({
    key,
    name,
    market,
    description,
  }));
}

/** The models as the document's data block (`jsonDataBlock`). */
export function bootModelsBlock(models: BootModels): string {
  return jsonDataBlock(BOOT_MODELS_ID, models);
}

/**
 * The models' data block for each document: read from `init` (the catalog's `modInit`) once it
 * answers, then kept, since the names do not change while the server runs. While it fails the
 * document carries no block, and the model page's skeleton is the plain one: the models' fault is
 * the model calls' to report (code 5000), never a reason for the document not to be served.
 */
export function bootModelsReader(init: () => ModelInit): () => string {
  let block: string | null = null;
  return () => {
    if (block !== null) return block;
    try {
      block = bootModelsBlock(bootModels(init()));
      return block;
    } catch {
      return '';
    }
  };
}
