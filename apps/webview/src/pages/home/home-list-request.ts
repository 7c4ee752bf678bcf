import type { MatchListRequest } from '@kanqiu/core/contract';

/**
 * The home page's list call: every replayed match, both sports, every state (the page filters by
 * sport, day and 只看进行中 itself). The document's boot script sends the same body before the app's
 * code arrives (boot-constants.config.ts), and the page's first call takes its answer.
 */
export const HOME_LIST_REQUEST: Readonly<MatchListRequest> = {};
