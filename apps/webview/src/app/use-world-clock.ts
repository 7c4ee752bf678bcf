import { type WorldClock, worldClockCall } from '@kanqiu/core/contract/base';
import { type RequestState, useCall } from './use-call';

const NO_BODY = {};

/**
 * The world's clock (`POST /api/world/clock`): what "now" is in each competition. Pages read "now"
 * only from here and interpret it with the readers of `@kanqiu/net` (`contextSeason`,
 * `replayPass`, …); none computes its own (docs/behaviour.md, "One clock per world").
 */
export function useWorldClock(): RequestState<WorldClock> {
  return useCall(worldClockCall, NO_BODY);
}
