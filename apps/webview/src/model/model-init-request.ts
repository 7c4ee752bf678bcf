import type { CallBody } from '@kanqiu/core/contract';
import type { modelInitCall } from '@kanqiu/core/contract/match';

/**
 * The model pages' first call (`modInit`): no fields. The document's boot script sends the same
 * body before the app's code arrives on the model pages (boot-constants.config.ts), and the page's
 * first call takes its answer: the model's description is the page's largest paint.
 */
export const MODEL_INIT_REQUEST: Readonly<CallBody<typeof modelInitCall>> = {};
