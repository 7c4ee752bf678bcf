import {
  type MatchList,
  type ModelInit,
  matchListCall,
  modelInitCall,
} from '@kanqiu/core/contract/match';
import type { RequestState } from '../app/use-call';
import { useCall } from '../app/use-call';

/** The models and their days with picks (`modInit`), the first state of every model page. */
export function useModelInit(): RequestState<ModelInit> {
  return useCall(modelInitCall, {});
}

/**
 * The matches the server replays, to link a pick to its match's pages. Only a lookup: when it fails
 * the picks simply have no links.
 */
export function useReplays(): RequestState<MatchList> {
  return useCall(matchListCall, {});
}
